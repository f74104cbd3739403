# krait — common tasks. `make help` lists them.
GO       ?= go
PYTHON   ?= python3
FUZZTIME ?= 30s
BIN      := bin/krait
# The oracle with numpy (for the single-call table's numpy rows).
SINGLECALL_PYTHON ?= /usr/bin/python3

.PHONY: help build test vet fmt example conformance conformance-update conformance-random difftest difftest-numpy syntax-diff parse-all fuzz bench bench-go bench-parse bench-numpy ci chargecheck chargecheck-baseline singlecall singlecall-table bench-pandas

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | sed 's/:.*## /\t/' | sort

# `krait serve` and `krait agent` run the programs krait-serve and
# krait-agent found next to bin/krait (docs/performance.md, "Resident
# memory": linked into krait they would cost every `krait run` ~12 MiB).
build: ## build the krait CLI into bin/ (krait, and krait-serve and krait-agent, which it runs)
	$(GO) build -trimpath -o bin/ ./cmd/krait ./cmd/krait-serve ./cmd/krait-agent

example: build ## run krait on the example program
	./$(BIN) run examples/primes.py

# -timeout 30m: the conformance package runs ~2,900 programs through krait
# and, where the numpy oracle is installed, each numpy/pandas program's
# goldens through it (cached by content); on a loaded machine that passed
# go test's default 10 minutes.
test: vet chargecheck ## run every test (the CI command), and the concurrent packages' tests under the race detector
	$(GO) test -timeout 30m ./...
	$(MAKE) race

# RACE_PKGS are the packages that run code on more than one goroutine:
# executors in parallel, runs that pause at host calls, generators as
# coroutines, the agent's abandoned tools, the server's sessions, workers
# and cluster.
RACE_PKGS := ./conformance/security/ ./interp/ . ./agent/... ./serve/...

.PHONY: race lint load

LOAD_SESSIONS ?= 200
LOAD_DURATION ?= 60s
LOAD_BOMBS ?= 10
load: build ## krait-load: LOAD_SESSIONS sessions (LOAD_BOMBS of them bombs, after an idle phase without) for LOAD_DURATION in process, then with --isolate process --workers 4 (not part of make test)
	$(GO) run ./cmd/krait-load -krait $(BIN) -sessions $(LOAD_SESSIONS) -bombs $(LOAD_BOMBS) -duration $(LOAD_DURATION)
	$(GO) run ./cmd/krait-load -krait $(BIN) -sessions $(LOAD_SESSIONS) -bombs $(LOAD_BOMBS) -duration $(LOAD_DURATION) -isolate process -workers 4

race: ## go test -race on the packages with concurrency
	$(GO) test -race -timeout 30m $(RACE_PKGS)

STATICCHECK ?= staticcheck

# staticcheck.conf lists the exceptions.
lint: ## staticcheck (the version .ci/run pins) over every package
	$(STATICCHECK) ./...

# The runtime packages the charge-before-allocating analyzer covers.
CHARGECHECK_PKGS = $$($(GO) list ./py/... ./builtins/... ./stdlib/... ./interp/... ./internal/... | grep -v /internal/analysis)
CHARGECHECK_BASELINE = $(CURDIR)/internal/analysis/chargecheck/baseline.txt

chargecheck: ## allocations sized by program data must be charged first (go/analysis; docs/security.md)
	$(GO) build -trimpath -o bin/chargecheck ./internal/analysis/chargecheck/cmd/chargecheck
	$(GO) vet -vettool=$(CURDIR)/bin/chargecheck -chargecheck.baseline=$(CHARGECHECK_BASELINE) -chargecheck.baselinesum=$$(cksum < $(CHARGECHECK_BASELINE) | cut -d' ' -f1) $(CHARGECHECK_PKGS)

singlecall: ## the single-call matrix with each call in its own process (peak RSS per call; docs/security.md)
	KRAIT_SINGLECALL_EACH=1 $(GO) test ./conformance/security/ -run '^TestSingleCallMatrix$$' -count=1 -v -timeout 60m

singlecall-table: ## regenerate the single-call matrix's table from the inventory of callables and CPython's signatures
	KRAIT_SINGLECALL_UPDATE=1 $(GO) test ./conformance/security/ -run '^TestSingleCallInventory$$' -count=1
	$(SINGLECALL_PYTHON) conformance/security/singlecall_gen.py

chargecheck-baseline: ## rewrite the analyzer's baseline of not yet fixed sites (it should only shrink)
	$(GO) build -trimpath -o bin/chargecheck ./internal/analysis/chargecheck/cmd/chargecheck
	@{ echo "# Sites chargecheck reported before they were fixed or annotated; do not add to this list."; \
	  $(GO) vet -vettool=$(CURDIR)/bin/chargecheck $(CHARGECHECK_PKGS) 2>&1 | grep -P '^\t' | sed 's/^\t//' | LC_ALL=C sort; } > $(CHARGECHECK_BASELINE)
	@grep -vc '^#' $(CHARGECHECK_BASELINE)

vet: ## go vet and a gofmt check
	$(GO) vet ./...
	@out="$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))"; \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

fmt: ## gofmt every Go file
	gofmt -w $$(git ls-files '*.go')

conformance: ## re-check the conformance programs live against python3
	KRAIT_CONFORMANCE_LIVE=1 $(GO) test ./conformance/ -count=1

conformance-update: ## regenerate the conformance golden files with python3
	$(GO) run ./conformance/cmd/update

conformance-random: ## differential: N random programs through krait's parser and ast.parse, then N generated programs of seed SEED through krait and python3 (difftest)
	KRAIT_RANDOM_N=$${N:-5000} KRAIT_RANDOM_SEED=$${SEED:-1} $(GO) test ./conformance/ -run TestParseRandomPrograms -count=1 -v
	$(GO) run ./difftest/cmd/difftest -n $${N:-2000} -seed $${SEED:-1}

difftest: ## differential: N generated programs (seed SEED) through krait and python3, minimised differences
	$(GO) run ./difftest/cmd/difftest -n $${N:-1000} -seed $${SEED:-1}

difftest-numpy: ## differential: N generated numpy programs (seed SEED) through krait and the numpy oracle (a python3 with numpy)
	$(GO) run ./difftest/cmd/difftest -numpy -n $${N:-1000} -seed $${SEED:-1}

syntax-diff: ## differential: N conformance programs broken by one mutation, krait's SyntaxError reports vs python3's
	KRAIT_SYNTAX_MUTATE_N=$${N:-5000} KRAIT_RANDOM_SEED=$${SEED:-1} $(GO) test ./conformance/ -run TestSyntaxMutations -count=1 -v -timeout 30m

parse-all: ## parser differential over every .py file on the machine (stdlib and site-packages)
	KRAIT_PARSE_ALL=1 $(GO) test ./conformance/ -run TestParseStdlib -count=1 -timeout 30m

fuzz: ## run every fuzz target for FUZZTIME each
	@for t in $$($(GO) test ./fuzz/ -list 'Fuzz.*' | grep ^Fuzz); do \
		echo "== $$t ($(FUZZTIME))"; \
		$(GO) test ./fuzz/ -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) -fuzzminimizetime 10s || exit 1; \
	done

bench: ## krait vs CPython on the bench/ suite: table, ratios, geometric mean (N runs each)
	$(GO) run ./bench/cmd/compare -n $${N:-5}

bench-go: ## Go benchmarks of the hot paths, with allocations
	$(GO) test ./... -run '^$$' -bench . -benchmem

bench-pandas: ## pandas agent workloads (read_csv of 1e5 rows, filter, 2-key groupby-agg, merge, pivot_table, sort) in krait and real pandas, same run, CPU time (N timed runs each)
	$(GO) run ./bench/cmd/pandasbench -n $${N:-7}

bench-numpy: ## numpy workloads (element-wise 1e6, 300x300 matmul, sort 1e6, bincount, ...) in krait, real numpy and pure CPython, same run (N timed runs each)
	$(GO) run ./bench/cmd/numpybench -n $${N:-7}

bench-parse: ## parser speed next to CPython's ast.parse
	$(GO) test ./conformance/ -run '^$$' -bench BenchmarkParseStdlib -benchmem

ci: test ## what .ci/run executes
