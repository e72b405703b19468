# The two commands (see README.md). Everything else is a helper of these.
.PHONY: run cluster soak fuzz doctor test test-rust test-next test-e2e test-deploy bench bench-mock lighthouse clean

run:
	@bash scripts/run.sh

# Not part of make test: three BFF replicas, two Next.js servers, the mock and Redis behind HAProxy.
cluster:
	@bash scripts/cluster.sh

# Not part of make test: the cluster under a realistic mix at half its measured capacity for SOAK_MINUTES
# (default 10); prints errors, p50/p99 per kind and each process's memory with its slope.
soak:
	@bash scripts/soak.sh

# Check an upstream before a brand goes live: make doctor UPSTREAM=https://… MERCHANT=code [BRAND=id]
# [DOCTOR_USER=name, the password in VENEER_DOCTOR_PASSWORD] [JSON=1]. Without UPSTREAM: the mock, as shipped or
# speaking SCENARIO= (e.g. dialect-spec), checked with the demo brand.
doctor:
	@bash scripts/doctor.sh

test:
	@bash scripts/test.sh

# Not part of make test (which runs 256 cases of each once, and schemathesis for 20 s): the hostile-input
# properties for 10 minutes, then schemathesis against /bff/openapi.json for 5.
fuzz:
	@bash scripts/fuzz.sh

test-rust:
	@bash scripts/test.sh rust

test-next:
	@bash scripts/test.sh next

test-e2e:
	@bash scripts/test.sh e2e

# hadolint on docker/, kubernetes-validate on deploy/k8s/ (offline), schemathesis on /bff/openapi.json (20 s),
# openapi-spec-validator on the BFF's and the mock's admin OpenAPI documents.
test-deploy:
	@bash scripts/test.sh deploy

# Figures, not tests: each printed beside its goal or a reference measured in the same run.
bench:
	@bash bench/bff.sh

bench-mock:
	@bash bench/mock.sh

# Figures, not tests: Lighthouse (mobile) on every page of the speed budget in Thai and English (median of 3), the
# interaction to next paint of three touches with the CPU slowed 4×; TRACE=1 adds where / spends its main thread.
lighthouse:
	@bash bench/lighthouse.sh

clean:
	cargo clean
	rm -rf next-app/.next next-app/node_modules e2e/node_modules bench/lighthouse/node_modules .run
