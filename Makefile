# The two commands (see README.md). Everything else is a helper of these.
.PHONY: run test test-rust test-next test-e2e test-deploy bench bench-mock lighthouse clean

run:
	@bash scripts/run.sh

test:
	@bash scripts/test.sh

test-rust:
	@bash scripts/test.sh rust

test-next:
	@bash scripts/test.sh next

test-e2e:
	@bash scripts/test.sh e2e

# hadolint on docker/, kubernetes-validate on deploy/k8s/ (offline).
test-deploy:
	@bash scripts/test.sh deploy

# Figures, not tests: each printed beside its goal or a reference measured in the same run.
bench:
	@bash bench/bff.sh

bench-mock:
	@bash bench/mock.sh

# Figures, not tests: Lighthouse (mobile) on /, /help and /down.
lighthouse:
	@bash bench/lighthouse.sh

clean:
	cargo clean
	rm -rf next-app/.next next-app/node_modules e2e/node_modules bench/lighthouse/node_modules .run
