//! Typed configuration: `config/defaults.toml` plus one `config/brands/<id>.toml` per brand.
//! Unknown keys are errors, so a typo never silently falls back to a default.

use std::collections::BTreeMap;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;
use upstream_protocol::catalogue::CacheClass;

/// Why the configuration could not be loaded.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("cannot read {path}: {source}")]
    Read { path: PathBuf, source: std::io::Error },
    #[error("{path}: {source}")]
    Parse { path: PathBuf, source: toml::de::Error },
    #[error("{0}")]
    Invalid(String),
}

/// `defaults.toml`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Defaults {
    pub server: ServerConfig,
    pub upstream: UpstreamConfig,
    pub session: SessionConfig,
    pub cache: CacheConfig,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ServerConfig {
    pub listen: SocketAddr,
    pub next_url: String,
    #[serde(default)]
    pub trusted_proxies: Vec<IpAddr>,
    pub max_body: usize,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UpstreamConfig {
    pub url: String,
    #[serde(with = "humantime_serde")]
    pub timeout: Duration,
    #[serde(with = "humantime_serde")]
    pub connect_timeout: Duration,
    pub max_response: usize,
}

/// When the session cookie gets `Secure` and the `__Host-` prefix.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SecureCookie {
    /// When the request came over TLS.
    Auto,
    Always,
    Never,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionConfig {
    pub secure_cookie: SecureCookie,
    #[serde(with = "humantime_serde")]
    pub max_age: Duration,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CacheConfig {
    #[serde(with = "humantime_serde")]
    pub config: Duration,
    #[serde(with = "humantime_serde")]
    pub catalogue: Duration,
    #[serde(with = "humantime_serde")]
    pub content: Duration,
    #[serde(with = "humantime_serde")]
    pub visitor_status: Duration,
    #[serde(with = "humantime_serde")]
    pub stale_for: Duration,
    pub capacity: u64,
}

impl CacheConfig {
    /// The time to live of a cache class.
    pub fn ttl(&self, class: CacheClass) -> Duration {
        match class {
            CacheClass::Config => self.config,
            CacheClass::Catalogue => self.catalogue,
            CacheClass::Content => self.content,
            CacheClass::Visitor => self.visitor_status,
        }
    }
}

/// A brand file as written.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct BrandFile {
    name: String,
    merchant_code: String,
    hosts: Vec<String>,
    logo: String,
    #[serde(default)]
    email: Option<String>,
    languages: Languages,
    theme: toml::Table,
    #[serde(default)]
    upstream: UpstreamOverride,
    #[serde(default)]
    cache: CacheOverride,
}

/// A brand's `[upstream]`: any field it sets replaces the default.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct UpstreamOverride {
    url: Option<String>,
    #[serde(default, with = "humantime_serde")]
    timeout: Option<Duration>,
    #[serde(default, with = "humantime_serde")]
    connect_timeout: Option<Duration>,
    max_response: Option<usize>,
}

/// A brand's `[cache]`: any field it sets replaces the default.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct CacheOverride {
    #[serde(default, with = "humantime_serde")]
    config: Option<Duration>,
    #[serde(default, with = "humantime_serde")]
    catalogue: Option<Duration>,
    #[serde(default, with = "humantime_serde")]
    content: Option<Duration>,
    #[serde(default, with = "humantime_serde")]
    visitor_status: Option<Duration>,
}

/// The languages a brand offers.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Languages {
    pub default: String,
    pub supported: Vec<String>,
}

impl Languages {
    /// The language a `lang` cookie asks for, if the brand offers it; else the default.
    pub fn pick<'a>(&'a self, wanted: Option<&str>) -> &'a str {
        wanted.and_then(|w| self.supported.iter().find(|s| s.eq_ignore_ascii_case(w.trim()))).unwrap_or(&self.default)
    }
}

/// A brand with the defaults applied.
#[derive(Debug, Clone)]
pub struct Brand {
    /// The file name without `.toml`.
    pub id: String,
    pub name: String,
    pub merchant_code: String,
    /// Lower-case host names without ports.
    pub hosts: Vec<String>,
    pub logo: String,
    pub email: Option<String>,
    pub languages: Languages,
    pub upstream: UpstreamConfig,
    pub cache: CacheConfig,
    /// `config/brands/<id>/`, where the brand's own files live.
    pub asset_dir: PathBuf,
}

/// The whole configuration.
#[derive(Debug, Clone)]
pub struct Config {
    pub defaults: Defaults,
    pub brands: Vec<Brand>,
}

impl Config {
    /// Loads `<dir>/defaults.toml` and every `<dir>/brands/*.toml`.
    pub fn load(dir: &Path) -> Result<Self, ConfigError> {
        let defaults: Defaults = parse(&dir.join("defaults.toml"))?;
        let brands_dir = dir.join("brands");
        let entries =
            std::fs::read_dir(&brands_dir).map_err(|source| ConfigError::Read { path: brands_dir.clone(), source })?;
        let mut files: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml"))
            .collect();
        files.sort();
        let mut brands = Vec::new();
        for path in files {
            let file: BrandFile = parse(&path)?;
            let id = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
            brands.push(resolve(&defaults, &brands_dir, id, file)?);
        }
        let config = Self { defaults, brands };
        config.validate()?;
        Ok(config)
    }

    /// Points every brand at one upstream (tests, `make run`).
    pub fn override_upstream(&mut self, url: &str) {
        for brand in &mut self.brands {
            brand.upstream.url = url.trim_end_matches('/').to_owned();
        }
    }

    fn validate(&self) -> Result<(), ConfigError> {
        if self.brands.is_empty() {
            return Err(ConfigError::Invalid("no brand in config/brands/".into()));
        }
        let mut owners = BTreeMap::new();
        for brand in &self.brands {
            if let Some(other) = brand.hosts.iter().find_map(|h| owners.insert(h.clone(), brand.id.clone())) {
                return Err(ConfigError::Invalid(format!("a host is listed by both {other} and {}", brand.id)));
            }
            let langs = &brand.languages;
            if !langs.supported.contains(&langs.default) {
                return Err(ConfigError::Invalid(format!(
                    "{}: default language {} is not supported",
                    brand.id, langs.default
                )));
            }
            if brand.merchant_code.trim().is_empty() || brand.hosts.is_empty() {
                return Err(ConfigError::Invalid(format!("{}: merchant_code and hosts are required", brand.id)));
            }
            if !is_plain_file_name(&brand.logo) {
                return Err(ConfigError::Invalid(format!(
                    "{}: logo must be a file name in brands/{}/",
                    brand.id, brand.id
                )));
            }
        }
        Ok(())
    }
}

fn resolve(defaults: &Defaults, brands_dir: &Path, id: String, file: BrandFile) -> Result<Brand, ConfigError> {
    for theme in ["dark", "light"] {
        if !file.theme.get(theme).is_some_and(toml::Value::is_table) {
            return Err(ConfigError::Invalid(format!("{id}: [theme.{theme}] colours are required")));
        }
    }
    let (base, over) = (&defaults.upstream, &file.upstream);
    let upstream = UpstreamConfig {
        url: over.url.as_ref().unwrap_or(&base.url).trim_end_matches('/').to_owned(),
        timeout: over.timeout.unwrap_or(base.timeout),
        connect_timeout: over.connect_timeout.unwrap_or(base.connect_timeout),
        max_response: over.max_response.unwrap_or(base.max_response),
    };
    let (base, over) = (&defaults.cache, &file.cache);
    let cache = CacheConfig {
        config: over.config.unwrap_or(base.config),
        catalogue: over.catalogue.unwrap_or(base.catalogue),
        content: over.content.unwrap_or(base.content),
        visitor_status: over.visitor_status.unwrap_or(base.visitor_status),
        ..base.clone()
    };
    Ok(Brand {
        asset_dir: brands_dir.join(&id),
        name: file.name,
        merchant_code: file.merchant_code,
        hosts: file.hosts.iter().map(|h| h.trim().to_ascii_lowercase()).collect(),
        logo: file.logo,
        email: file.email,
        languages: file.languages,
        upstream,
        cache,
        id,
    })
}

fn parse<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, ConfigError> {
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read { path: path.into(), source })?;
    toml::from_str(&text).map_err(|source| ConfigError::Parse { path: path.into(), source })
}

/// A single path segment without traversal: what a brand may name as one of its files.
pub fn is_plain_file_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo_config() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../config")
    }

    #[test]
    fn the_shipped_configuration_loads() {
        let config = Config::load(&repo_config()).unwrap();
        let demo = config.brands.iter().find(|b| b.id == "demo").unwrap();
        assert_eq!(demo.merchant_code, "veneerdemo");
        assert_eq!(demo.hosts, ["localhost", "127.0.0.1"]);
        assert_eq!(demo.languages.default, "th");
        assert_eq!(demo.upstream.timeout, Duration::from_secs(10));
        assert_eq!(demo.upstream.url, "http://127.0.0.1:9090");
    }

    #[test]
    fn a_brand_overrides_single_upstream_and_cache_fields() {
        let dir = std::env::temp_dir().join(format!("veneer-config-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("brands")).unwrap();
        std::fs::copy(repo_config().join("defaults.toml"), dir.join("defaults.toml")).unwrap();
        let brand = std::fs::read_to_string(repo_config().join("brands/demo.toml")).unwrap();
        let brand = brand.replace("url = \"http://127.0.0.1:9090\"", "url = \"https://up.example/\"\ntimeout = \"3s\"");
        std::fs::write(dir.join("brands/b.toml"), format!("{brand}\n[cache]\ncontent = \"5s\"\n")).unwrap();
        let config = Config::load(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        let b = &config.brands[0];
        assert_eq!((b.upstream.url.as_str(), b.upstream.timeout), ("https://up.example", Duration::from_secs(3)));
        assert_eq!(b.upstream.connect_timeout, config.defaults.upstream.connect_timeout);
        assert_eq!((b.cache.content, b.cache.config), (Duration::from_secs(5), config.defaults.cache.config));
    }

    #[test]
    fn unknown_keys_are_errors() {
        let err = toml::from_str::<BrandFile>("name='x'\nmerchant_code='m'\nhosts=[]\nlogo='l'\nlanguages={default='th',supported=['th']}\ntheme={}\ncolour='red'")
            .unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
    }

    #[test]
    fn language_pick_falls_back_to_the_default() {
        let langs = Languages { default: "th".into(), supported: vec!["th".into(), "en".into()] };
        assert_eq!(langs.pick(Some("EN")), "en");
        assert_eq!(langs.pick(Some("fr")), "th");
        assert_eq!(langs.pick(None), "th");
    }

    #[test]
    fn file_names_cannot_escape_the_brand_directory() {
        assert!(is_plain_file_name("logo.svg"));
        for bad in ["../secret", "a/b", ".env", "", "logo.svg\0"] {
            assert!(!is_plain_file_name(bad), "{bad:?}");
        }
    }
}
