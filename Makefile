# SolanaSwiftSDK — the two commands: `make test` and `make demo`. Both do all set-up first.
SWIFT ?= swift
PY := .venv/bin/python
LLVM_COV ?= $(dir $(realpath $(shell command -v $(SWIFT))))llvm-cov

.PHONY: bootstrap build test example test-swift test-localnet test-install bench demo localnet clean lint format coverage fuzz \
	fuzz-smoke bench-smoke install release uninstall dist docs snippets api-check api-baseline test-api test-web screenshots bench-web

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

## make test: bootstrap, build, lint, every test (Swift, the fuzz corpora and a seeded mutation run of every fuzz
## target on the debug build, localnet's Python tests). The docs' Swift blocks are compiled by the build (Tests/DocSnippets, see make snippets).
test: bootstrap
	@echo "== make test $$(date -u +%T): scripts/doc-snippets --check"
	@scripts/doc-snippets --check
	@echo "== make test $$(date -u +%T): swift build --build-tests"
	$(SWIFT) build --build-tests
	@echo "== make test $$(date -u +%T): the release build starts in the background (nice 19, log in $(BG_LOG))"
	@mkdir -p .build-release && (nice -n 19 $(SWIFT) build --scratch-path .build-release $(RELEASE_FLAGS)) \
		> $(BG_LOG) 2>&1 &
	@echo "== make test $$(date -u +%T): make lint"
	@$(MAKE) --no-print-directory lint
	@echo "== make test $$(date -u +%T): scripts/test-swift (the Swift tests, two serial processes at once)"
	scripts/test-swift
	@echo "== make test $$(date -u +%T): make example"
	@$(MAKE) --no-print-directory example
	@echo "== make test $$(date -u +%T): scripts/check-idl-plugin (the SwiftPM plugin writes what the CLI writes)"
	@scripts/check-idl-plugin
	@echo "== make test $$(date -u +%T): .build/debug/SolFuzz replay all Fuzz/corpus Fuzz/regressions"
	.build/debug/SolFuzz replay all Fuzz/corpus Fuzz/regressions
	@echo "== make test $$(date -u +%T): .build/debug/SolFuzz mutate all Fuzz/corpus (seeded mutations, no libFuzzer)"
	.build/debug/SolFuzz mutate all Fuzz/corpus --runs 5000 --seed 1
	@echo "== make test $$(date -u +%T): localnet pytest"
	@if [ -d Tools/localnet/tests ]; then $(PY) -m pytest -q Tools/localnet/tests; fi
	@echo "== make test $$(date -u +%T): make test-web"
	@$(MAKE) --no-print-directory test-web
	@echo "== make test $$(date -u +%T): make docs"
	@$(MAKE) --no-print-directory docs
	@echo "== make test $$(date -u +%T): make api-check"
	@$(MAKE) --no-print-directory api-check
	@echo "== make test $$(date -u +%T): make test-api"
	@$(MAKE) --no-print-directory test-api
	@echo "== make test $$(date -u +%T): make test-install"
	@$(MAKE) --no-print-directory test-install RELEASE_SCRATCH=.build-release
	@echo "== make test $$(date -u +%T): make bench-smoke"
	@$(MAKE) --no-print-directory bench-smoke
	@echo "== make test $$(date -u +%T): done"

# The long build that only a later stage needs (the static release binary for test-install) runs niced in the
# background while the tests run, which leave a core idle much of the time. It has its own scratch path
# (.build-release), so nothing waits on .build's lock; test-install, which builds the same thing, waits on that path's
# lock (SwiftPM's) and then finds it built. A failed background build is built again, and its error shown, by
# test-install.
#
# make test runs no libFuzzer build (a third full build, with AddressSanitizer: about 13 CPU-minutes, a quarter of make
# test's builds on two cores). The fuzz targets are compiled by the debug build, which replays every committed corpus
# and regression input and then runs 5,000 seeded mutations of the corpus through each target (SolFuzz mutate: the
# same inputs on every run; a trap, a crash or a 10 s input fails with the input saved in Fuzz/artifacts/). The
# coverage-guided runs with AddressSanitizer are make fuzz and make fuzz-smoke.
BG_LOG = .build-release/background.log

## make example: Examples/MiniWallet (a separate package on the SDK's public products, sharing .build) built and run on
## a fresh localnet with the recorded CoinGecko answers: it creates and imports a phrase, sends SOL, pays a Solana Pay
## request and prints the portfolio.
example: bootstrap
	Examples/MiniWallet/run-on-localnet

## make test-web: `solwallet serve` in headless chromium and over plain HTTP (Tests/Web: the walk of every screen on
## localnet, the security checks, axe-core light and dark). Screenshots and axe results in .build/web-artifacts.
WEB_ARTIFACTS ?= $(CURDIR)/.build/web-artifacts
test-web: bootstrap
	@test -x .build/debug/solwallet || $(SWIFT) build --product solwallet
	WEB_ARTIFACTS=$(WEB_ARTIFACTS) $(PY) -m pytest -q Tests/Web

## make screenshots: the browser walks; one PNG per dashboard screen (1280x900; one at a 390 px phone width) copied
## to docs/screenshots/: the first walk's 01-20 (test_walk), then the newer screens under the names of SCREENSHOTS
## (artifact:name pairs, from test_screens, test_verify_tokens, test_live_payment and test_first_hour).
SCREENSHOTS = screens-news-en:21-news screens-backup-en:22-backup screens-pay-en:23-pay \
	screens-pay-review-en:24-pay-review screens-pay-transaction-review:25-pay-transaction-review \
	screens-stake-en:26-stake screens-stake-review:27-stake-review screens-validators-en:28-validators \
	screens-verify-message-en:29-verify-message screens-verify-sign-in:30-verify-sign-in \
	screens-close-empty-review:31-close-empty-review screens-payment-progress:32-payment-progress \
	screens-action-card:33-action-card screens-action-review-idl:34-action-review-idl \
	first-hour-390-settings-en:35-phone-390-settings
screenshots: bootstrap
	$(SWIFT) build --product solwallet
	rm -rf $(WEB_ARTIFACTS) && WEB_ARTIFACTS=$(WEB_ARTIFACTS) $(PY) -m pytest -q Tests/Web/test_walk.py \
		Tests/Web/test_screens.py Tests/Web/test_verify_tokens.py Tests/Web/test_live_payment.py \
		Tests/Web/test_first_hour.py
	mkdir -p docs/screenshots && rm -f docs/screenshots/*.png && cp $(WEB_ARTIFACTS)/[0-9][0-9]-*.png docs/screenshots/
	@for pair in $(SCREENSHOTS); do \
		cp "$(WEB_ARTIFACTS)/$${pair%%:*}.png" "docs/screenshots/$${pair#*:}.png" || exit 1; \
	done

## make test-api: the API check passes on this tree's own API and fails on a changed public signature (Tests/API/run).
test-api:
	Tests/API/run

## make test-install: `make install` into a temporary prefix, the installed binary run without the toolchain, its
## completion and man page used, then `make uninstall` (Tests/Install/run).
test-install: bootstrap
	Tests/Install/run

## make install: the release binary (Swift runtime linked statically, stripped), completions and man page under
## $(DESTDIR)$(PREFIX) (default ~/.local). make uninstall removes exactly those files.
PREFIX ?= $(HOME)/.local
## RELEASE_SCRATCH: the scratch path of the release build (.build; make test uses .build-release, see above).
RELEASE_SCRATCH ?= .build
RELEASE_FLAGS = -c release --static-swift-stdlib --product solwallet
export RELEASE_SCRATCH
install: release
	@scripts/install install "$(PREFIX)" "$(RELEASE_SCRATCH)/release/solwallet"

## make release: the release binary alone ($(RELEASE_SCRATCH)/release/solwallet, Swift runtime linked statically).
release: bootstrap
	$(SWIFT) build --scratch-path $(RELEASE_SCRATCH) $(RELEASE_FLAGS)

uninstall:
	@scripts/install uninstall "$(PREFIX)"

## make dist: dist/solwallet-VERSION-linux-ARCH.tar.gz and its .sha256, packed deterministically from this commit.
dist: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product solwallet
	@scripts/dist

## make bench: release build; ours against the peers (solders…) in one run; writes bench/results.json.
bench: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product SolBench
	$(SWIFT) build -c release --static-swift-stdlib --product solwallet
	$(PY) Benchmarks/run_bench.py
	$(PY) Benchmarks/web_bench.py

## make bench-smoke: every benchmark row once, briefly, from the debug build (part of make test: the bench cannot rot
## unseen); figures in .build/bench-smoke/results.json mean nothing.
bench-smoke: bootstrap
	$(SWIFT) build --product SolBench
	$(SWIFT) build --product solwallet
	BENCH_SMOKE=1 $(PY) Benchmarks/run_bench.py

## make bench-web: the dashboard alone (Benchmarks/web_bench.py): latency under 64 clients and every page's weight.
bench-web: bootstrap
	$(SWIFT) build -c release --static-swift-stdlib --product solwallet
	$(PY) Benchmarks/web_bench.py

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

## make docs: DocC reference of every library product, one combined archive in .build/docs (with the README's
## examples on each module's page); fails on a DocC warning or an undocumented public symbol (scripts/doc-coverage.py).
## scripts/docs does what the swift-docc-plugin's combined documentation does, from the debug build (see its header).
DOC_TARGETS = Base58 SolanaCrypto SolanaCore SolanaKeys SolanaTransactions SolanaRPC SolanaWallet MarketData \
	WalletAdapter WalletPresentation Portfolio Borsh ProgramIDL
docs: bootstrap
	@rm -rf .build/docs && mkdir -p .build/docs
	@$(SWIFT) build > .build/docs/swift-build.log 2>&1 || { cat .build/docs/swift-build.log; exit 1; }
	scripts/docs $(DOC_TARGETS) > .build/docs/build.log 2>&1; status=$$?; cat .build/docs/build.log; exit $$status
	@if grep -E '^(warning|error): ' .build/docs/build.log | grep -v 'which are unhandled'; then \
		echo "make docs: DocC warned or failed (above; .build/docs/build.log says where)" >&2; exit 1; fi
	@test -d .build/docs/SolanaSwiftSDK.doccarchive
	python3 scripts/doc-coverage.py $(DOC_TARGETS)
	@echo "make docs: .build/docs/SolanaSwiftSDK.doccarchive (docc preview or any static server)"

## make snippets: Tests/DocSnippets/Generated/ rewritten from the Swift blocks of README.md and the DocC catalogs
## (scripts/doc-snippets); `swift build --build-tests` compiles them. make test fails when they are out of date.
snippets:
	@scripts/doc-snippets

## make api-check: the library products' public API against the newest release tag's (skipped before the first).
api-check:
	@scripts/api-check

## make api-baseline RELEASE=0.1.0: writes api/<commit>/<Module>.json, the release's public API, to commit. At the
## tag itself it reads the current debug build (scripts/api-dump); elsewhere SwiftPM builds the tag in a sandbox.
api-baseline:
	@test -n "$(RELEASE)" || { echo "usage: make api-baseline RELEASE=0.1.0" >&2; exit 2; }
	@commit=$$(git rev-parse "$(RELEASE)^{commit}") && \
	if [ "$$commit" = "$$(git rev-parse HEAD)" ] && [ -z "$$(git status --porcelain --untracked-files=no)" ]; then \
		$(SWIFT) build && scripts/api-dump "api/$$commit"; \
	else \
		$(SWIFT) package diagnose-api-breaking-changes "$(RELEASE)" --baseline-dir api --regenerate-baseline; \
		ls "api/$$commit"/*.json; \
	fi

clean:
	rm -rf .build .build-fuzz .build-release dist

## make lint: swift format's check with our style (.swift-format: 4 spaces, 120 columns; generated files excluded), and
## scripts/check-modules (the README's module table and every import against Package.swift).
SWIFT_SOURCES = git ls-files --cached --others --exclude-standard '*.swift' | grep -v -e 'Sources/Base58/Base58Encode32.swift' -e 'Sources/SolanaCrypto/SHA512Compress.swift' \
	-e 'Tests/DocSnippets/Generated/' -e 'Tests/ProgramIDLTests/Generated/' -e 'Tests/GeneratedClients/' -e 'Tests/DocSnippets/MemoIDL/' \
	-e 'Sources/SolanaWallet/Keystore/CommonPasswords.swift'
lint:
	@$(SWIFT_SOURCES) | xargs $(SWIFT) format lint --strict --parallel
	@scripts/check-modules

## make format: rewrite the sources in our style (what make lint checks).
format:
	@$(SWIFT_SOURCES) | xargs $(SWIFT) format format -i --parallel

## make coverage: every Swift test with coverage; llvm-cov's report of the SDK and CLI sources.
coverage: bootstrap
	$(SWIFT) build --build-tests --enable-code-coverage
	$(SWIFT) test --skip-build --no-parallel --enable-code-coverage
	$(LLVM_COV) report .build/debug/SolanaSwiftSDKPackageTests.xctest \
		-instr-profile=.build/debug/codecov/default.profdata -ignore-filename-regex='(\.build|Tests|Benchmarks)/'
