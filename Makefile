# SolanaSwiftSDK — the two commands: `make test` and `make demo`. Both do all set-up first.
SWIFT ?= swift
PY := .venv/bin/python
LLVM_COV ?= $(dir $(realpath $(shell command -v $(SWIFT))))llvm-cov

.PHONY: bootstrap build test test-swift test-localnet bench demo localnet clean lint format coverage fuzz fuzz-smoke

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

## make test: bootstrap, build, lint, every test (Swift, the fuzz corpora, a short libFuzzer run of every target,
## localnet's Python tests).
test: bootstrap
	$(SWIFT) build --build-tests
	@$(MAKE) --no-print-directory lint
	$(SWIFT) test --skip-build --no-parallel
	.build/debug/SolFuzz replay all Fuzz/corpus Fuzz/regressions
	@$(MAKE) --no-print-directory fuzz-smoke
	@if [ -d Tools/localnet/tests ]; then $(PY) -m pytest -q Tools/localnet/tests; fi

## make bench: release build; ours against the peers (solders…) in one run; writes bench/results.json.
bench: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product SolBench
	$(SWIFT) build -c release --static-swift-stdlib --product solwallet
	$(PY) Benchmarks/run_bench.py

## make demo: a tour of what exists, end to end.
demo: bootstrap
	$(SWIFT) build --product solwallet
	@scripts/demo

## make localnet: a local Solana cluster on 8899/8900.
localnet: bootstrap
	Tools/localnet/run

## make fuzz: builds the libFuzzer binary (SolFuzz, -sanitize=fuzzer,address, in .build-fuzz) and runs every target
## FUZZ_SECONDS (default 60) each on a copy of its committed corpus; crashes go to Fuzz/artifacts/. See Fuzz/README.md.
fuzz: bootstrap
	Fuzz/run

## make fuzz-smoke: the same build, every target briefly (FUZZ_SECONDS=5); fails on any crash.
fuzz-smoke: bootstrap
	FUZZ_SECONDS=$${FUZZ_SECONDS:-5} Fuzz/run --smoke

clean:
	rm -rf .build .build-fuzz .build-release

## make lint: swift format's check with our style (.swift-format: 4 spaces, 120 columns); generated files excluded.
SWIFT_SOURCES = git ls-files --cached --others --exclude-standard '*.swift' | grep -v -e 'Sources/Base58/Base58Encode32.swift' -e 'Sources/SolanaCrypto/SHA512Compress.swift'
lint:
	@$(SWIFT_SOURCES) | xargs $(SWIFT) format lint --strict --parallel

## make format: rewrite the sources in our style (what make lint checks).
format:
	@$(SWIFT_SOURCES) | xargs $(SWIFT) format format -i --parallel

## make coverage: every Swift test with coverage; llvm-cov's report of the SDK and CLI sources.
coverage: bootstrap
	$(SWIFT) build --build-tests --enable-code-coverage
	$(SWIFT) test --skip-build --no-parallel --enable-code-coverage
	$(LLVM_COV) report .build/debug/SolanaSwiftSDKPackageTests.xctest \
		-instr-profile=.build/debug/codecov/default.profdata -ignore-filename-regex='(\.build|Tests|Benchmarks)/'
