// Command pandasbench times the pandas workloads typical of agent code
// (read a 10^5-row CSV from a string, filter, groupby-agg on two keys,
// merge, pivot_table) in krait's pandas and in real pandas (the numpy
// oracle: a python3 with pandas), in the same run, and prints a table of
// median CPU times and ratios with the machine's load average.
//
// Usage (from the module root):
//
//	go run ./bench/cmd/pandasbench [-n 7] [-run REGEX]
//
// Times are process CPU time (time.process_time in Python, getrusage of
// this process around each statement in krait), so that a machine
// shared with other jobs inflates neither side much; each run prints a
// checksum of its result, which must agree between krait and pandas.
package main

import (
	"flag"
	"fmt"
	"github.com/kraitpy/krait/bench"
	"math"
	"os"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/numpyoracle"
)

// csvSetup builds the workload's 10^5-row CSV text (a deterministic
// generator, the same in both interpreters).
const csvSetup = `import pandas as pd
import io
regions = ['North', 'South', 'East', 'West']
products = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']
x = 12345
rows = ['id,region,product,units,price,day']
for i in range(100000):
    x = (x * 1103515245 + 12345) % 2147483648
    rows.append(f"{i},{regions[x % 4]},{products[(x >> 4) % 8]},{(x >> 8) % 50 + 1},{(x >> 10) % 10000 / 100:.2f},2024-01-{(x >> 16) % 28 + 1:02d}")
text = '\n'.join(rows) + '\n'
`

// frameSetup is csvSetup with the frame read.
const frameSetup = csvSetup + "df = pd.read_csv(io.StringIO(text))\n"

// workload is one benchmark: setup, then the timed statement (which
// assigns r), then a check line printed by both.
type workload struct {
	name, setup, stmt, check string
}

var workloads = []workload{
	{"read_csv 1e5 rows x 6 cols (StringIO)", csvSetup, "r = pd.read_csv(io.StringIO(text))",
		"print(r.shape, int(r['units'].sum()), round(float(r['price'].sum()), 2))"},
	{"filter (two conditions)", frameSetup, "r = df[(df['units'] > 10) & (df['region'] != 'West')]",
		"print(len(r), int(r['units'].sum()))"},
	{"groupby 2 keys agg {sum, mean}", frameSetup, "r = df.groupby(['region', 'product']).agg({'units': 'sum', 'price': 'mean'})",
		"print(r.shape, int(r['units'].sum()), round(float(r['price'].sum()), 6))"},
	{"merge left on a key (1e5 x 8)", frameSetup + "prices = pd.DataFrame({'product': list('ABCDEFGH'), 'cost': [1, 2, 3, 4, 5, 6, 7, 8]})\n",
		"r = df.merge(prices, on='product', how='left')", "print(r.shape, int(r['cost'].sum()))"},
	{"pivot_table sum (4 x 8)", frameSetup, "r = df.pivot_table(index='region', columns='product', values='units', aggfunc='sum')",
		"print(r.shape, int(r.values.sum()))"},
	{"sort_values 1e5 rows (two keys)", frameSetup, "r = df.sort_values(['region', 'price'], ascending=[True, False])",
		"print(r['id'].iloc[0], r['id'].iloc[-1])"},
	{"value_counts + describe", frameSetup, "r = (df['product'].value_counts(), df.describe())",
		"print(r[0].iloc[0], round(float(r[1].loc['mean', 'price']), 6))"},
}

// timerScript makes a script that runs the statement n times, printing
// each run's CPU time (by the clock function cpu) and then the check.
func timerScript(cpu string, w workload, n int) string {
	var b strings.Builder
	b.WriteString(w.setup + "\n_times = []\n")
	fmt.Fprintf(&b, "for _i in range(%d):\n", n)
	fmt.Fprintf(&b, "    _t0 = %s()\n", cpu)
	for _, line := range strings.Split(w.stmt, "\n") {
		b.WriteString("    " + line + "\n")
	}
	fmt.Fprintf(&b, "    _times.append(%s() - _t0)\n", cpu)
	b.WriteString("for _t in _times:\n    print('T', _t)\n")
	b.WriteString(w.check + "\n")
	return b.String()
}

// parse splits an output into the times and the check lines.
func parse(out string) ([]float64, string) {
	var times []float64
	var rest []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if v, ok := strings.CutPrefix(line, "T "); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				times = append(times, f)
				continue
			}
		}
		rest = append(rest, line)
	}
	return times, strings.Join(rest, "\n")
}

// median of xs.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}

func main() {
	n := flag.Int("n", 7, "timed runs of each statement (the median is reported)")
	runRE := flag.String("run", "", "only workloads whose name matches this regular expression")
	flag.Parse()
	re, err := regexp.Compile(*runRE)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	oracle := numpyoracle.Find()
	if oracle == "" {
		fmt.Fprintln(os.Stderr, "pandasbench: no python3 with pandas (set "+numpyoracle.EnvVar+")")
		os.Exit(1)
	}
	fmt.Printf("load before: %s; pandas: %s; %d runs each, median CPU time\n\n", bench.LoadAvg(), oracle, *n)
	fmt.Printf("%-42s %10s %10s %7s\n", "workload", "krait ms", "pandas ms", "ratio")
	failed := false
	for _, w := range workloads {
		if !re.MatchString(w.name) {
			continue
		}
		kOut, kErr := bench.RunTimed(timerScript("_cpu", w, *n), "_cpu", "pandas", "numpy", "io")
		pOut, pErr := bench.RunPython(oracle, timerScript("__import__('time').process_time", w, *n))
		if kErr != nil || pErr != nil {
			fmt.Printf("%-42s error: krait %v; pandas %v\n", w.name, kErr, pErr)
			failed = true
			continue
		}
		kt, kc := parse(kOut)
		pt, pc := parse(pOut)
		note := ""
		if kc != pc {
			note = fmt.Sprintf("  RESULTS DIFFER: krait %q pandas %q", kc, pc)
			failed = true
		}
		k, p := median(kt)*1000, median(pt)*1000
		fmt.Printf("%-42s %10.2f %10.2f %7.2f%s\n", w.name, k, p, k/p, note)
	}
	fmt.Printf("\nload after: %s\n", bench.LoadAvg())
	if failed {
		os.Exit(1)
	}
}
