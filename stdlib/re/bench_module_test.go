package re

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
)

// benchLines are the input lines of bench/regex.py.
func benchLines(n int) []string {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = fmt.Sprintf("user%d@example%d.com visited /page/%d at 12:%02d", i, i%7, i, i%60)
	}
	return lines
}

// benchModule loads the re module on a fresh thread with unbounded operation and memory budgets.
func benchModule(b *testing.B) (*py.Thread, *py.Dict) {
	b.Helper()
	th := py.NewThread(nil, py.Limits{MaxOps: 1 << 62, MaxMemory: 1 << 62}, nil)
	b.Cleanup(th.Close)
	m, err := Load(th)
	if err != nil {
		b.Fatal(err)
	}
	return th, m.(*py.Module).Dict
}

// benchCall calls re.<name>(args...) or fails the benchmark.
func benchCall(b *testing.B, th *py.Thread, obj py.Value, name string, args ...py.Value) py.Value {
	b.Helper()
	v, err := py.CallMethodByName(th, obj, name, args, nil)
	if err != nil {
		b.Fatal(err)
	}
	return v
}

// BenchmarkModuleSearchGroup is the loop of bench/regex.py: two compiled
// searches per line and a group of each match (one op is one line).
func BenchmarkModuleSearchGroup(b *testing.B) {
	th, d := benchModule(b)
	email, err := py.Call(th, d.GetStr("compile"), []py.Value{py.NewStr(`(\w+)@(\w+)\.com`)}, nil)
	if err != nil {
		b.Fatal(err)
	}
	page, err := py.Call(th, d.GetStr("compile"), []py.Value{py.NewStr(`/page/(\d+)`)}, nil)
	if err != nil {
		b.Fatal(err)
	}
	var lines []py.Value
	for _, l := range benchLines(1000) {
		lines = append(lines, py.NewStr(l))
	}
	two, one := py.NewInt(2), py.NewInt(1)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		line := lines[i%len(lines)]
		m := benchCall(b, th, email, "search", line)
		benchCall(b, th, m, "group", two)
		p := benchCall(b, th, page, "search", line)
		benchCall(b, th, p, "group", one)
	}
}

// BenchmarkModuleFindall is re.findall(r"\d\d:\d\d", ...) over 1,000
// joined lines of bench/regex.py.
func BenchmarkModuleFindall(b *testing.B) {
	th, d := benchModule(b)
	re := py.NewModule("re")
	re.Dict = d
	pat, text := py.NewStr(`\d\d:\d\d`), py.NewStr(strings.Join(benchLines(1000), " "))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchCall(b, th, re, "findall", pat, text)
	}
}

// BenchmarkModuleSub is re.sub(r"\d", "#", line) on one line of
// bench/regex.py.
func BenchmarkModuleSub(b *testing.B) {
	th, d := benchModule(b)
	re := py.NewModule("re")
	re.Dict = d
	pat, repl, text := py.NewStr(`\d`), py.NewStr("#"), py.NewStr(benchLines(124)[123])
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		benchCall(b, th, re, "sub", pat, repl, text)
	}
}
