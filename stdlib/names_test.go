package stdlib_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/kraitpy/krait/internal/numpyoracle"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib"
)

// updateNames rewrites testdata/cpython_names.json from python3 (3.11).
var updateNames = flag.Bool("update-names", false, "rewrite testdata/cpython_names.json from python3")

// cpythonNamesFile holds, per registered module, the public names of
// CPython 3.11's module: [n for n in dir(mod) if not n.startswith('_')].
// numpy's modules come from the numpy oracle (see internal/numpyoracle).
const cpythonNamesFile = "testdata/cpython_names.json"

// cpythonNamesScript prints cpythonNamesFile's content for the modules
// named on its command line.
const cpythonNamesScript = `
import importlib, json, sys
out = {}
for m in sys.argv[1:]:
    mod = importlib.import_module(m)
    out[m] = sorted(n for n in dir(mod) if not n.startswith('_'))
print(json.dumps(out, indent=1, sort_keys=True))
`

// nameCoverage is one module's line of the report.
type nameCoverage struct {
	module              string
	cpython, provided   int
	omitted             int
	missing, unexpected []string
}

// TestStdlibNames measures, for every registered module, how many of
// CPython's public names krait's module provides, and fails when a module
// falls below its recorded count (namesRecorded) or when the data about
// deliberate omissions (namesOmitted) is stale. Run with -v for the
// table; with -update-names to refresh the CPython side from python3.
func TestStdlibNames(t *testing.T) {
	loaders := stdlib.Loaders()
	var modules []string
	for name := range loaders {
		modules = append(modules, name)
	}
	sort.Strings(modules)

	if *updateNames {
		writeCPythonNames(t, modules)
	}
	raw, err := os.ReadFile(cpythonNamesFile)
	if err != nil {
		t.Fatalf("%v: run go test ./stdlib -run TestStdlibNames -update-names", err)
	}
	var cpython map[string][]string
	if err := json.Unmarshal(raw, &cpython); err != nil {
		t.Fatal(err)
	}
	checkLiveCPythonNames(t, modules, raw)

	var rows []nameCoverage
	for _, mod := range modules {
		names, ok := cpython[mod]
		if !ok {
			t.Errorf("%s: not in %s: run with -update-names", mod, cpythonNamesFile)
			continue
		}
		th := py.NewThread(nil, py.Limits{MaxOps: 50_000_000, MaxMemory: 512 << 20, MaxTime: 60 * time.Second}, nil)
		m, err := loaders[mod](th)
		th.Close()
		if err != nil {
			t.Errorf("%s: loading: %v", mod, err)
			continue
		}
		have := map[string]bool{}
		for _, kv := range m.(*py.Module).Dict.Items() {
			if s, ok := kv[0].(*py.Str); ok {
				have[s.String()] = true
			}
		}
		row := coverage(mod, names, have)
		rows = append(rows, row)
		for name := range namesOmitted[mod] {
			if !contains(names, name) {
				t.Errorf("%s.%s is listed as omitted on purpose but CPython's module has no such public name", mod, name)
			} else if have[name] {
				t.Errorf("%s.%s is listed as omitted on purpose but krait provides it: drop it from namesOmitted", mod, name)
			}
		}
		if want := namesRecorded[mod]; row.provided < want {
			t.Errorf("%s: provides %d of CPython's %d public names, below its recorded %d; missing: %s",
				mod, row.provided, row.cpython, want, strings.Join(row.missing, " "))
		} else if row.provided > want {
			t.Logf("%s: provides %d names, above its recorded %d: raise namesRecorded[%q]", mod, row.provided, want, mod)
		}
	}
	for mod := range namesRecorded {
		if _, ok := loaders[mod]; !ok {
			t.Errorf("namesRecorded has %s, which is not a registered module", mod)
		}
	}
	t.Log("\n" + coverageTable(rows))
}

// coverage compares CPython's public names of mod with krait's.
func coverage(mod string, cpython []string, have map[string]bool) nameCoverage {
	row := nameCoverage{module: mod, cpython: len(cpython)}
	for _, n := range cpython {
		switch {
		case have[n]:
			row.provided++
		case namesOmitted[mod][n] != "":
			row.omitted++
		default:
			row.missing = append(row.missing, n)
		}
	}
	for n := range have {
		if !strings.HasPrefix(n, "_") && !contains(cpython, n) {
			row.unexpected = append(row.unexpected, n)
		}
	}
	sort.Strings(row.unexpected)
	return row
}

// coverageTable renders the report: per module the names provided, the
// names omitted on purpose, the fraction of the rest, and what is missing.
func coverageTable(rows []nameCoverage) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %9s %8s %7s  %s\n", "module", "provided", "omitted", "of rest", "missing")
	for _, r := range rows {
		frac := 100.0
		if rest := r.cpython - r.omitted; rest > 0 {
			frac = 100 * float64(r.provided) / float64(rest)
		}
		fmt.Fprintf(&b, "%-16s %4d/%-4d %8d %6.1f%%  %s", r.module, r.provided, r.cpython, r.omitted, frac, strings.Join(r.missing, " "))
		if len(r.unexpected) > 0 {
			fmt.Fprintf(&b, "  (not in CPython: %s)", strings.Join(r.unexpected, " "))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

func contains(list []string, s string) bool {
	i := sort.SearchStrings(list, s)
	return i < len(list) && list[i] == s
}

// python311 returns the path of python3 when it is CPython 3.11, or "".
func python311() string {
	path, err := exec.LookPath("python3")
	if err != nil {
		return ""
	}
	out, err := exec.Command(path, "-I", "-c", "import sys; print(sys.version_info[:2] == (3, 11))").Output()
	if err != nil || strings.TrimSpace(string(out)) != "True" {
		return ""
	}
	return path
}

// cpythonNames runs python3 over the modules.
func cpythonNames(t *testing.T, python string, modules []string) []byte {
	t.Helper()
	cmd := exec.Command(python, append([]string{"-I", "-c", cpythonNamesScript}, modules...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.String())
	}
	return out
}

// splitModules separates the modules whose oracle is python3 from the
// numpy ones.
func splitModules(modules []string) (plain, numpy []string) {
	for _, m := range modules {
		if numpyoracle.IsNumpyModule(m) {
			numpy = append(numpy, m)
		} else {
			plain = append(plain, m)
		}
	}
	return plain, numpy
}

// liveNames asks both oracles for the modules' names, merged; ok is false
// when either oracle is missing.
func liveNames(t *testing.T, modules []string) (map[string][]string, bool) {
	plain, numpy := splitModules(modules)
	python := python311()
	npy := numpyoracle.Find()
	if python == "" || (len(numpy) > 0 && npy == "") {
		return nil, false
	}
	out := map[string][]string{}
	for _, part := range []struct {
		python  string
		modules []string
	}{{python, plain}, {npy, numpy}} {
		if len(part.modules) == 0 {
			continue
		}
		var m map[string][]string
		if err := json.Unmarshal(cpythonNames(t, part.python, part.modules), &m); err != nil {
			t.Fatal(err)
		}
		for k, v := range m {
			out[k] = v
		}
	}
	return out, true
}

// writeCPythonNames refreshes cpythonNamesFile.
func writeCPythonNames(t *testing.T, modules []string) {
	names, ok := liveNames(t, modules)
	if !ok {
		t.Fatal("-update-names needs python3 3.11 and, for numpy, a python3 with numpy")
	}
	if err := os.MkdirAll(filepath.Dir(cpythonNamesFile), 0o755); err != nil {
		t.Fatal(err)
	}
	raw, err := json.MarshalIndent(names, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cpythonNamesFile, append(raw, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// checkLiveCPythonNames compares the stored CPython names with the
// oracles', when they are there, so that the data cannot drift.
func checkLiveCPythonNames(t *testing.T, modules []string, stored []byte) {
	live, ok := liveNames(t, modules)
	if !ok {
		t.Log("python3 3.11 (or a python3 with numpy) not found: using the stored names only")
		return
	}
	var want map[string][]string
	if err := json.Unmarshal(stored, &want); err != nil {
		t.Fatal(err)
	}
	a, _ := json.Marshal(live)
	b, _ := json.Marshal(want)
	if !bytes.Equal(a, b) {
		t.Errorf("%s differs from the oracles' names: run with -update-names", cpythonNamesFile)
	}
}
