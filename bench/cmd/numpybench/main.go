// Command numpybench times array workloads typical of agent code in
// krait's numpy, in real numpy (the numpy oracle: a python3 with numpy)
// and as pure-Python loops in CPython, in the same run, and prints a
// table of median times and ratios with the machine's load average.
//
// Usage (from the module root):
//
//	go run ./bench/cmd/numpybench [-n 7] [-run REGEX]
//
// Each workload is a setup and a timed statement; every run prints a
// checksum of its result, which must agree between krait and numpy.
// krait runs in process (one Executor per workload, unlimited budget);
// numpy and CPython run as subprocesses timing themselves with
// time.perf_counter, as krait does.
package main

import (
	"flag"
	"fmt"
	"github.com/kraitpy/krait/bench"
	"math"
	"os"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"

	"github.com/kraitpy/krait/internal/numpyoracle"
)

// workload is one benchmark: numpy code (setup, then the timed
// statement, which assigns r), and the pure-Python equivalent.
type workload struct {
	name, setup, stmt, check string
	pySetup, pyStmt, pyCheck string
}

var workloads = []workload{
	{
		name:    "elementwise 1e6 (sqrt(a*a+b*b)*0.5+1)",
		setup:   "import numpy as np\na = np.arange(1_000_000) / 7.0\nb = np.arange(1_000_000)[::-1] / 3.0",
		stmt:    "r = np.sqrt(a * a + b * b) * 0.5 + 1.0",
		check:   "print(round(float(r.sum()), 3))",
		pySetup: "import math\na = [i / 7.0 for i in range(1_000_000)]\nb = [i / 3.0 for i in range(999_999, -1, -1)]",
		pyStmt:  "r = [math.sqrt(x * x + y * y) * 0.5 + 1.0 for x, y in zip(a, b)]",
		pyCheck: "print(round(math.fsum(r), 3))",
	},
	{
		name:    "add 1e6 floats (a + b)",
		setup:   "import numpy as np\na = np.arange(1_000_000) / 7.0\nb = np.arange(1_000_000)[::-1] / 3.0",
		stmt:    "r = a + b",
		check:   "print(round(float(r.sum()), 3))",
		pySetup: "a = [i / 7.0 for i in range(1_000_000)]\nb = [i / 3.0 for i in range(999_999, -1, -1)]",
		pyStmt:  "r = [x + y for x, y in zip(a, b)]",
		pyCheck: "print(round(sum(r), 3))",
	},
	{
		name:    "matmul 300x300",
		setup:   "import numpy as np\nA = (np.arange(90_000).reshape(300, 300) % 17) / 7.0\nB = (np.arange(90_000).reshape(300, 300) % 13) / 5.0",
		stmt:    "r = A @ B",
		check:   "print(round(float(r.sum()), 3))",
		pySetup: "A = [[((i * 300 + j) % 17) / 7.0 for j in range(300)] for i in range(300)]\nB = [[((i * 300 + j) % 13) / 5.0 for j in range(300)] for i in range(300)]\nBT = [list(c) for c in zip(*B)]",
		pyStmt:  "r = [[sum(x * y for x, y in zip(row, col)) for col in BT] for row in A]",
		pyCheck: "print(round(sum(map(sum, r)), 3))",
	},
	{
		name:    "sort 1e6 floats",
		setup:   "import numpy as np\na = (np.arange(1_000_000) * 7919 % 1_000_003) / 3.0",
		stmt:    "r = np.sort(a)",
		check:   "print(float(r[0]), float(r[500_000]), float(r[-1]))",
		pySetup: "a = [(i * 7919 % 1_000_003) / 3.0 for i in range(1_000_000)]",
		pyStmt:  "r = sorted(a)",
		pyCheck: "print(r[0], r[500_000], r[-1])",
	},
	{
		name:    "argsort 1e6 ints",
		setup:   "import numpy as np\na = np.arange(1_000_000) * 7919 % 1_000_003",
		stmt:    "r = np.argsort(a)",
		check:   "print(int(r[0]), int(r[500_000]), int(r[-1]))",
		pySetup: "a = [i * 7919 % 1_000_003 for i in range(1_000_000)]",
		pyStmt:  "r = sorted(range(len(a)), key=a.__getitem__)",
		pyCheck: "print(r[0], r[500_000], r[-1])",
	},
	{
		name:    "groupby bincount 1e6 (1000 groups, weighted)",
		setup:   "import numpy as np\nkeys = np.arange(1_000_000) * 7919 % 1000\nvals = np.arange(1_000_000) / 11.0",
		stmt:    "r = np.bincount(keys, weights=vals)",
		check:   "print(round(float(r.sum()), 3), round(float(r[17]), 3))",
		pySetup: "keys = [i * 7919 % 1000 for i in range(1_000_000)]\nvals = [i / 11.0 for i in range(1_000_000)]",
		pyStmt:  "r = [0.0] * 1000\nfor k, v in zip(keys, vals):\n    r[k] += v",
		pyCheck: "print(round(sum(r), 3), round(r[17], 3))",
	},
	{
		name:    "reductions 1e6 (mean, std, max)",
		setup:   "import numpy as np\na = np.arange(1_000_000) / 7.0",
		stmt:    "r = (a.mean(), a.std(), a.max())",
		check:   "print([round(float(x), 6) for x in r])",
		pySetup: "import statistics\na = [i / 7.0 for i in range(1_000_000)]",
		pyStmt:  "m = sum(a) / len(a)\nr = (m, (sum((x - m) ** 2 for x in a) / len(a)) ** 0.5, max(a))",
		pyCheck: "print([round(x, 6) for x in r])",
	},
	{
		name:    "boolean mask filter 1e6",
		setup:   "import numpy as np\na = np.arange(1_000_000) * 7919 % 1000 / 10.0",
		stmt:    "r = a[(a > 25) & (a < 75)]",
		check:   "print(r.size, round(float(r.sum()), 3))",
		pySetup: "a = [i * 7919 % 1000 / 10.0 for i in range(1_000_000)]",
		pyStmt:  "r = [x for x in a if 25 < x < 75]",
		pyCheck: "print(len(r), round(sum(r), 3))",
	},
}

// timerScript wraps a workload so the interpreter times n runs of the
// statement and prints each one's wall-clock and CPU time in seconds and
// its minor page faults, then the check line. cpu is the expression
// reading the process's CPU time, faults the one reading its minor page
// faults.
func timerScript(setup, stmt, check string, n int, cpu, faults string) string {
	var b strings.Builder
	b.WriteString("import time\n")
	b.WriteString(setup + "\n")
	b.WriteString("_times = []\n")
	fmt.Fprintf(&b, "for _i in range(%d):\n", n)
	fmt.Fprintf(&b, "    _f0 = %s\n", faults)
	fmt.Fprintf(&b, "    _c0 = %s\n", cpu)
	b.WriteString("    _t0 = time.perf_counter()\n")
	for _, line := range strings.Split(stmt, "\n") {
		b.WriteString("    " + line + "\n")
	}
	fmt.Fprintf(&b, "    _times.append((time.perf_counter() - _t0, %s - _c0, %s - _f0))\n", cpu, faults)
	b.WriteString("for _t, _c, _f in _times:\n    print('T', _t, _c, _f)\n")
	b.WriteString(check + "\n")
	return b.String()
}

// pyCPU reads a Python process's CPU time; krait's scripts call the
// cpu_time tool instead (krait's time.process_time is wall time, as the
// sandbox has no view of the host's accounting).
const pyCPU = "time.process_time()"

// pyFaults reads a Python process's minor page faults (resource is
// imported by the expression itself, so the workloads need not).
const pyFaults = "__import__('resource').getrusage(__import__('resource').RUSAGE_SELF).ru_minflt"

// parse splits an output into the wall and CPU times, the minor page
// faults and the check line.
func parse(out string) (times, cpus, faults []float64, check string) {
	var rest []string
	for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if v, ok := strings.CutPrefix(line, "T "); ok {
			f := strings.Fields(v)
			if len(f) == 3 {
				w, err1 := strconv.ParseFloat(f[0], 64)
				c, err2 := strconv.ParseFloat(f[1], 64)
				pf, err3 := strconv.ParseFloat(f[2], 64)
				if err1 == nil && err2 == nil && err3 == nil {
					times, cpus, faults = append(times, w), append(cpus, c), append(faults, pf)
					continue
				}
			}
		}
		rest = append(rest, line)
	}
	return times, cpus, faults, strings.Join(rest, "\n")
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
	cpython := flag.String("python", "python3", "the CPython for the pure-Python loops")
	flag.Parse()
	re, err := regexp.Compile(*runRE)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	npy := numpyoracle.Find()
	if npy == "" {
		fmt.Fprintln(os.Stderr, "numpybench: no python3 with numpy (set "+numpyoracle.EnvVar+")")
		os.Exit(1)
	}
	fmt.Printf("load before: %s; %d CPUs; numpy: %s; pure Python: %s; %d runs each, median\n", bench.LoadAvg(), runtime.NumCPU(), npy, *cpython, *n)
	fmt.Printf("wall: elapsed time; cpu: the process's CPU time over the same statement (less sensitive to load);\n")
	fmt.Printf("flt: minor page faults per run, median (hardly sensitive to load: 8 MB of fresh memory is ~2,000)\n\n")
	fmt.Printf("%-44s %9s %9s %6s %9s %9s %6s %7s %7s %10s %8s\n", "workload", "krait ms", "numpy ms", "wall", "krait cpu", "numpy cpu", "cpu", "k flt", "np flt", "python ms", "py/krait")
	failed := false
	for _, w := range workloads {
		if !re.MatchString(w.name) {
			continue
		}
		kOut, kErr := bench.RunTimed(timerScript(w.setup, w.stmt, w.check, *n, "cpu_time()", bench.FaultsTool+"()"), "cpu_time", "numpy.*", "time", "math", "statistics")
		nOut, nErr := bench.RunPython(npy, timerScript(w.setup, w.stmt, w.check, *n, pyCPU, pyFaults))
		pOut, pErr := bench.RunPython(*cpython, timerScript(w.pySetup, w.pyStmt, w.pyCheck, max(1, *n/3), pyCPU, pyFaults))
		if kErr != nil || nErr != nil || pErr != nil {
			fmt.Printf("%-46s error: krait %v; numpy %v; python %v\n", w.name, kErr, nErr, pErr)
			failed = true
			continue
		}
		kt, kcpu, kflt, kc := parse(kOut)
		nt, ncpu, nflt, nc := parse(nOut)
		pt, _, _, _ := parse(pOut)
		note := ""
		if kc != nc {
			note = fmt.Sprintf("  RESULTS DIFFER: krait %q numpy %q", kc, nc)
			failed = true
		}
		k, np, p := median(kt)*1000, median(nt)*1000, median(pt)*1000
		kc2, nc2 := median(kcpu)*1000, median(ncpu)*1000
		fmt.Printf("%-44s %9.2f %9.2f %6.2f %9.2f %9.2f %6.2f %7.0f %7.0f %10.1f %8.1f%s\n", w.name, k, np, k/np, kc2, nc2, kc2/nc2, median(kflt), median(nflt), p, p/k, note)
	}
	fmt.Printf("\nload after: %s\n", bench.LoadAvg())
	if failed {
		os.Exit(1)
	}
}
