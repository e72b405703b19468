//! Two system calls the registration form reads: the field rules (`/wps/system/setting/register`)
//! and the country dialing codes (`/wps/system/countryCode`).

use serde::Serialize;
use serde_json::Value;

use crate::reply::{Answer, Reply};
use crate::state::Ctx;

/// A country of the dialing-code list: (ISO code, dialing code, English name, Thai name).
type Country = (&'static str, &'static str, &'static str, &'static str);

/// The brand's countries, its home market first.
pub const COUNTRIES: &[Country] = &[
    ("TH", "66", "Thailand", "ไทย"),
    ("VN", "84", "Vietnam", "เวียดนาม"),
    ("MY", "60", "Malaysia", "มาเลเซีย"),
    ("ID", "62", "Indonesia", "อินโดนีเซีย"),
    ("PH", "63", "Philippines", "ฟิลิปปินส์"),
    ("KH", "855", "Cambodia", "กัมพูชา"),
    ("LA", "856", "Laos", "ลาว"),
    ("MM", "95", "Myanmar", "เมียนมา"),
    ("SG", "65", "Singapore", "สิงคโปร์"),
    ("CN", "86", "China", "จีน"),
    ("HK", "852", "Hong Kong", "ฮ่องกง"),
    ("TW", "886", "Taiwan", "ไต้หวัน"),
    ("JP", "81", "Japan", "ญี่ปุ่น"),
    ("KR", "82", "South Korea", "เกาหลีใต้"),
    ("IN", "91", "India", "อินเดีย"),
    ("BD", "880", "Bangladesh", "บังกลาเทศ"),
    ("AU", "61", "Australia", "ออสเตรเลีย"),
    ("GB", "44", "United Kingdom", "สหราชอาณาจักร"),
    ("US", "1", "United States", "สหรัฐอเมริกา"),
];

/// Whether a dialing code is one of the list's.
pub fn is_dialing_code(code: &str) -> bool {
    COUNTRIES.iter().any(|(_, dialing, _, _)| *dialing == code)
}

/// A country a mobile number may be from, as `GET /wps/system/countryCode` lists it.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CountryCode {
    /// The country's ISO code, e.g. `TH`.
    pub country_code: &'static str,
    /// Its dialing code, e.g. `66`.
    pub country_dialing_code: &'static str,
    /// Its name in the request's language (Thai or English).
    pub country_name: &'static str,
}

/// `GET /wps/system/countryCode`: names in the visitor's language (Thai or English).
pub async fn country_codes(ctx: Ctx) -> Reply<Vec<CountryCode>> {
    let thai = ctx.language == "TH";
    Ok(Answer(
        COUNTRIES
            .iter()
            .map(|&(code, dialing, english, thai_name)| CountryCode {
                country_code: code,
                country_dialing_code: dialing,
                country_name: if thai { thai_name } else { english },
            })
            .collect(),
    ))
}

/// `GET /wps/system/setting/register`.
pub async fn register_settings(ctx: Ctx) -> Reply<Value> {
    Ok(Answer(super::register_rules(&ctx.db().lock())))
}
