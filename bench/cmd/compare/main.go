// Command compare runs the benchmark suite (bench/*.py) through `krait run`
// and python3 side by side in one run and prints a table: median wall time
// of the whole process, the krait/CPython ratio, peak RSS of each, and the
// geometric mean of the ratios. It also measures process start-up
// (`krait run` of print(1) against python3 -c and python3 -S -c),
// in-process Executor start-up, the per-call latency of a typical agent
// snippet against CPython's exec(compile(src)), and the throughput of N
// executors running that snippet in parallel goroutines.
//
// Usage (from the module root):
//
//	go run ./bench/cmd/compare [-n 5] [-run REGEX] [-json]
//
// Runs of krait and CPython are interleaved so that load changes on a
// shared machine hit both; every program's stdout must be identical.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/kraitpy/krait"
	"github.com/kraitpy/krait/bench"
)

// row is one program's result.
type row struct {
	Program    string  `json:"program"`
	KraitSec   float64 `json:"krait_s"`
	CPythonSec float64 `json:"cpython_s"`
	Ratio      float64 `json:"ratio"`
	KraitCPU   float64 `json:"krait_cpu_s"`
	CPythonCPU float64 `json:"cpython_cpu_s"`
	CPURatio   float64 `json:"cpu_ratio"`
	KraitRSS   float64 `json:"krait_rss_mib"`
	CPythonRSS float64 `json:"cpython_rss_mib"`
	OutputOK   bool    `json:"output_ok"`
	Error      string  `json:"error,omitempty"`
}

// report is the whole result, printed as JSON with -json.
type report struct {
	Machine         string  `json:"machine"`
	LoadBefore      string  `json:"load_before"`
	LoadAfter       string  `json:"load_after"`
	GoVersion       string  `json:"go_version"`
	PythonVersion   string  `json:"python_version"`
	Python          string  `json:"python"`
	Runs            int     `json:"runs"`
	Rows            []row   `json:"rows"`
	GeoMean         float64 `json:"geomean_ratio"`
	GeoMeanCPU      float64 `json:"geomean_cpu_ratio"`
	MaxRatio        float64 `json:"max_ratio"`
	StartKraitMs    float64 `json:"startup_krait_run_ms"`
	StartPythonMs   float64 `json:"startup_python3_ms"`
	StartPythonSMs  float64 `json:"startup_python3_S_ms"`
	StartKraitRSS   float64 `json:"startup_krait_rss_mib"`
	StartPythonRSS  float64 `json:"startup_python3_rss_mib"`
	InProcStartupUs float64 `json:"inprocess_startup_us"`
	SnippetKraitUs  float64 `json:"snippet_krait_us_per_call"`
	// SnippetFreshUs is krait's per call with a source that differs on
	// every call (parsed and compiled each time: the executor keeps
	// only an identical source's program).
	SnippetFreshUs   float64 `json:"snippet_krait_fresh_us_per_call"`
	SnippetCPythonUs float64 `json:"snippet_cpython_us_per_call"`
	Throughput       []tput  `json:"throughput,omitempty"`
}

// tput is one row of the concurrency table: n executors running the
// agent snippet at once, one goroutine each.
type tput struct {
	Executors int     `json:"executors"`
	Runs      int     `json:"runs"`
	RunsPerS  float64 `json:"runs_per_s"`
	CPUUs     float64 `json:"cpu_us_per_run"`
	Speedup   float64 `json:"speedup"`
}

func main() {
	n := flag.Int("n", 5, "runs of each program (the median is reported)")
	runRE := flag.String("run", "", "only programs whose name matches this regular expression")
	asJSON := flag.Bool("json", false, "print one JSON object instead of the table")
	python := flag.String("python", "python3", "the CPython interpreter")
	skipExtra := flag.Bool("programs-only", false, "skip the start-up and per-call latency measurements")
	flag.Parse()
	if err := run(*n, *runRE, *asJSON, *python, *skipExtra, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "compare:", err)
		os.Exit(1)
	}
}

func run(n int, runRE string, asJSON bool, python string, skipExtra bool, w io.Writer) error {
	if n < 1 {
		return fmt.Errorf("-n must be at least 1")
	}
	re, err := regexp.Compile(runRE)
	if err != nil {
		return err
	}
	dir := bench.Dir()
	root := filepath.Dir(dir)
	progs, err := bench.Programs(dir)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "krait-bench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	kraitBin := filepath.Join(tmp, "krait")
	build := exec.Command("go", "build", "-o", kraitBin, "./cmd/krait")
	build.Dir = root
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building krait: %w", err)
	}

	// python3 is often a version-manager shim (a shell script that execs
	// the interpreter); time the interpreter itself.
	if exe := strings.TrimSpace(cmdOutput(python, "-c", "import sys; print(sys.executable)")); exe != "unknown" && exe != "" {
		python = exe
	}
	rep := report{Runs: n, LoadBefore: bench.LoadAvg(), Machine: machine(), Python: python}
	rep.GoVersion = strings.TrimSpace(cmdOutput("go", "env", "GOVERSION"))
	rep.PythonVersion = strings.TrimSpace(cmdOutput(python, "--version"))
	kraitArgs := append([]string{"run"}, bench.RunFlags()...)

	var selected []bench.Program
	for _, p := range progs {
		if re.MatchString(p.Name) {
			selected = append(selected, p)
		}
	}
	kt := make([][]float64, len(selected))
	pt := make([][]float64, len(selected))
	kc := make([][]float64, len(selected))
	pc := make([][]float64, len(selected))
	krss := make([]float64, len(selected))
	prss := make([]float64, len(selected))
	rows := make([]row, len(selected))
	for i, p := range selected {
		rows[i] = row{Program: p.Name, OutputOK: true}
	}
	// Interleave: each round runs every program once under each interpreter.
	for r := 0; r < n; r++ {
		for i, p := range selected {
			if rows[i].Error != "" {
				continue
			}
			kres := measure(kraitBin, append(append([]string{}, kraitArgs...), p.Path)...)
			pres := measure(python, p.Path)
			if kres.err != nil || pres.err != nil {
				rows[i].Error = fmt.Sprintf("krait: %v; python: %v; krait stderr: %s", kres.err, pres.err, firstLine(kres.stderr))
				continue
			}
			if kres.stdout != pres.stdout {
				rows[i].OutputOK = false
				rows[i].Error = "stdout differs from CPython's"
			}
			kt[i] = append(kt[i], kres.wall)
			pt[i] = append(pt[i], pres.wall)
			kc[i] = append(kc[i], kres.cpu)
			pc[i] = append(pc[i], pres.cpu)
			krss[i] = math.Max(krss[i], kres.rssMiB)
			prss[i] = math.Max(prss[i], pres.rssMiB)
		}
	}
	logSum, logCPU, count := 0.0, 0.0, 0
	for i := range rows {
		if len(kt[i]) == 0 {
			continue
		}
		rows[i].KraitSec = median(kt[i])
		rows[i].CPythonSec = median(pt[i])
		rows[i].Ratio = rows[i].KraitSec / rows[i].CPythonSec
		rows[i].KraitCPU = median(kc[i])
		rows[i].CPythonCPU = median(pc[i])
		if rows[i].CPythonCPU > 0 {
			rows[i].CPURatio = rows[i].KraitCPU / rows[i].CPythonCPU
			logCPU += math.Log(rows[i].CPURatio)
		}
		rows[i].KraitRSS = krss[i]
		rows[i].CPythonRSS = prss[i]
		logSum += math.Log(rows[i].Ratio)
		count++
		rep.MaxRatio = math.Max(rep.MaxRatio, rows[i].Ratio)
	}
	if count > 0 {
		rep.GeoMean = math.Exp(logSum / float64(count))
		rep.GeoMeanCPU = math.Exp(logCPU / float64(count))
	}
	rep.Rows = rows

	if !skipExtra {
		if err := measureStartup(&rep, kraitBin, python, tmp, n); err != nil {
			return err
		}
		if err := measureLatency(&rep, python, dir, tmp, n); err != nil {
			return err
		}
		if err := measureThroughput(&rep, n); err != nil {
			return err
		}
	}
	rep.LoadAfter = bench.LoadAvg()

	if asJSON {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return err
		}
	} else {
		printTable(w, &rep, skipExtra)
	}
	if k := countFailed(rows); k > 0 {
		return fmt.Errorf("%d program(s) failed or printed something else than CPython", k)
	}
	return nil
}

func countFailed(rows []row) int {
	k := 0
	for _, r := range rows {
		if r.Error != "" || !r.OutputOK {
			k++
		}
	}
	return k
}

// result is one child process's measurement.
type result struct {
	wall   float64
	cpu    float64 // user + system seconds
	rssMiB float64
	stdout string
	stderr string
	err    error
}

// gnuTime is GNU time's path when the machine has it ("" otherwise).
// measure runs children through it for their peak RSS: Go starts a child
// by vfork (sharing the runner's memory until exec), and Linux counts
// the pre-exec memory's peak into the child's rusage Maxrss, so every
// child would report at least the runner's own peak (~14 MiB, this
// program links krait); GNU time forks normally and reports its child's
// peak alone (`-f %M`).
var gnuTime = sync.OnceValue(func() string {
	if _, err := os.Stat("/usr/bin/time"); err == nil {
		return "/usr/bin/time"
	}
	return ""
})

// measure runs name args once and returns its wall time in seconds, its
// CPU time, and its peak RSS: GNU time's report of the child when the
// machine has it (gnuTime), else the child's rusage Maxrss (KiB on
// Linux), which has the runner's peak as its floor.
func measure(name string, args ...string) result {
	rssFile := ""
	if tool := gnuTime(); tool != "" {
		if f, err := os.CreateTemp("", "krait-rss-*"); err == nil {
			rssFile = f.Name()
			f.Close()
			defer os.Remove(rssFile)
			args = append([]string{"-f", "%M", "-o", rssFile, name}, args...)
			name = tool
		}
	}
	cmd := exec.Command(name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	start := time.Now()
	err := cmd.Run()
	wall := time.Since(start).Seconds()
	res := result{wall: wall, stdout: out.String(), stderr: errb.String(), err: err}
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			// With GNU time in between, wait4's usage covers its child too.
			res.rssMiB = float64(ru.Maxrss) / 1024
			res.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
		}
	}
	if rssFile != "" {
		res.rssMiB = 0
		if kib, ok := lastInt(rssFile); ok {
			res.rssMiB = float64(kib) / 1024
		}
	}
	return res
}

// lastInt reads the last line of GNU time's report (before it, a line
// says when the command failed or was killed).
func lastInt(path string) (int64, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	lines := strings.Fields(string(b))
	if len(lines) == 0 {
		return 0, false
	}
	n, err := strconv.ParseInt(lines[len(lines)-1], 10, 64)
	return n, err == nil
}

// measureStartup times whole processes printing 1.
func measureStartup(rep *report, kraitBin, python, tmp string, n int) error {
	file := filepath.Join(tmp, "print1.py")
	if err := os.WriteFile(file, []byte("print(1)\n"), 0o644); err != nil {
		return err
	}
	reps := max(4*n, 20)
	var k, p, ps, krss, prss []float64
	for range reps {
		kr := measure(kraitBin, "run", file)
		pr := measure(python, "-c", "print(1)")
		psr := measure(python, "-S", "-c", "print(1)")
		for _, r := range []result{kr, pr, psr} {
			if r.err != nil || r.stdout != "1\n" {
				return fmt.Errorf("start-up run failed: %v %q %s", r.err, r.stdout, r.stderr)
			}
		}
		k = append(k, kr.wall*1e3)
		p = append(p, pr.wall*1e3)
		ps = append(ps, psr.wall*1e3)
		krss = append(krss, kr.rssMiB)
		prss = append(prss, pr.rssMiB)
	}
	rep.StartKraitMs, rep.StartPythonMs, rep.StartPythonSMs = median(k), median(p), median(ps)
	rep.StartKraitRSS, rep.StartPythonRSS = median(krss), median(prss)

	ctx := context.Background()
	var in []float64
	for range reps {
		t0 := time.Now()
		ex, err := krait.New(krait.Options{Stdout: io.Discard})
		if err != nil {
			return err
		}
		if _, err := ex.Run(ctx, "print(1)"); err != nil {
			return err
		}
		in = append(in, float64(time.Since(t0).Nanoseconds())/1e3)
	}
	rep.InProcStartupUs = median(in)
	return nil
}

// measureLatency times the agent snippet per call: krait in one Executor
// in this process, CPython by bench/scripts/percall.py; n rounds of 1,000
// calls each, krait and CPython rounds alternating, medians reported.
func measureLatency(rep *report, python, dir, tmp string, n int) error {
	ctx := context.Background()
	ex, err := krait.New(krait.Options{Stdout: io.Discard})
	if err != nil {
		return err
	}
	snip := filepath.Join(tmp, "snippet.py")
	if err := os.WriteFile(snip, []byte(bench.AgentSnippet), 0o644); err != nil {
		return err
	}
	fresh := make([]string, 1000)
	for i := range fresh {
		fresh[i] = bench.AgentSnippet + fmt.Sprintf("# step %d\n", i)
	}
	var kper, fper, pper []float64
	for range n {
		t0 := time.Now()
		for range 1000 {
			if _, err := ex.Run(ctx, bench.AgentSnippet); err != nil {
				return err
			}
		}
		kper = append(kper, float64(time.Since(t0).Nanoseconds())/1e3/1000)
		t0 = time.Now()
		for _, src := range fresh {
			if _, err := ex.Run(ctx, src); err != nil {
				return err
			}
		}
		fper = append(fper, float64(time.Since(t0).Nanoseconds())/1e3/1000)
		res := measure(python, filepath.Join(dir, "scripts", "percall.py"), snip, "1")
		if res.err != nil {
			return fmt.Errorf("percall.py: %v: %s", res.err, res.stderr)
		}
		var us float64
		if _, err := fmt.Sscan(res.stdout, &us); err != nil {
			return fmt.Errorf("percall.py output %q: %v", res.stdout, err)
		}
		pper = append(pper, us)
	}
	rep.SnippetKraitUs = median(kper)
	rep.SnippetFreshUs = median(fper)
	rep.SnippetCPythonUs = median(pper)
	return nil
}

// throughputN are the executor counts of the concurrency table.
var throughputN = []int{1, 2, 4, 16, 256}

// measureThroughput runs the agent snippet on n executors at once
// (bench.Parallel), 4,096 runs in all for each n, reps times, and keeps
// each n's best round (the least disturbed by other load).
func measureThroughput(rep *report, reps int) error {
	ctx := context.Background()
	const total = 4096
	for _, n := range throughputN {
		p, err := bench.NewParallel(ctx, n)
		if err != nil {
			return err
		}
		row := tput{Executors: n, Runs: total / n * n}
		for range reps {
			cpu0 := bench.ProcessCPU()
			d, err := p.Run(ctx, total/n)
			if err != nil {
				return err
			}
			cpu := bench.ProcessCPU() - cpu0
			if rps := float64(row.Runs) / d.Seconds(); rps > row.RunsPerS {
				row.RunsPerS = rps
				row.CPUUs = cpu.Seconds() * 1e6 / float64(row.Runs)
			}
		}
		rep.Throughput = append(rep.Throughput, row)
	}
	for i := range rep.Throughput {
		rep.Throughput[i].Speedup = rep.Throughput[i].RunsPerS / rep.Throughput[0].RunsPerS
	}
	return nil
}

func printTable(w io.Writer, rep *report, skipExtra bool) {
	fmt.Fprintf(w, "machine: %s; %s; %s (%s); load before %s, after %s; median of %d runs, interleaved\n\n",
		rep.Machine, rep.GoVersion, rep.PythonVersion, rep.Python, rep.LoadBefore, rep.LoadAfter, rep.Runs)
	fmt.Fprintf(w, "%-16s %9s %9s %7s %10s %10s  %-7s %9s %9s %7s\n", "program", "krait", "CPython", "ratio", "krait RSS", "CPy RSS", "stdout", "krait CPU", "CPy CPU", "ratio")
	for _, r := range rep.Rows {
		status := "same"
		if !r.OutputOK {
			status = "DIFFERS"
		}
		if r.Error != "" && r.KraitSec == 0 {
			fmt.Fprintf(w, "%-16s FAILED: %s\n", r.Program, r.Error)
			continue
		}
		fmt.Fprintf(w, "%-16s %8.3fs %8.3fs %6.2fx %6.1f MiB %6.1f MiB  %-7s %8.3fs %8.3fs %6.2fx\n",
			r.Program, r.KraitSec, r.CPythonSec, r.Ratio, r.KraitRSS, r.CPythonRSS, status, r.KraitCPU, r.CPythonCPU, r.CPURatio)
	}
	fmt.Fprintf(w, "\ngeometric mean of krait/CPython: %.2fx wall (max %.2fx), %.2fx CPU (user+sys; krait's GC runs on a second thread)\n", rep.GeoMean, rep.MaxRatio, rep.GeoMeanCPU)
	if skipExtra {
		return
	}
	fmt.Fprintf(w, "\nstart-up, whole process printing 1 (median):\n")
	fmt.Fprintf(w, "  krait run print(1)          %7.2f ms  RSS %.1f MiB\n", rep.StartKraitMs, rep.StartKraitRSS)
	fmt.Fprintf(w, "  python3 -c 'print(1)'       %7.2f ms  RSS %.1f MiB\n", rep.StartPythonMs, rep.StartPythonRSS)
	fmt.Fprintf(w, "  python3 -S -c 'print(1)'    %7.2f ms\n", rep.StartPythonSMs)
	fmt.Fprintf(w, "in-process krait.New + Run(print(1)): %.1f µs (median)\n", rep.InProcStartupUs)
	fmt.Fprintf(w, "agent snippet per call (source to result, one executor, 1,000 calls):\n")
	fmt.Fprintf(w, "  krait Executor.Run             %7.1f µs  (the same source each call: its program kept)\n", rep.SnippetKraitUs)
	fmt.Fprintf(w, "  krait Executor.Run, new source %7.1f µs  (a different source each call: parsed and compiled)\n", rep.SnippetFreshUs)
	fmt.Fprintf(w, "  CPython exec(compile(src))     %7.1f µs\n", rep.SnippetCPythonUs)
	fmt.Fprintf(w, "throughput, N executors running the agent snippet in parallel goroutines (%d cores; best of %d rounds):\n", runtime.GOMAXPROCS(0), rep.Runs)
	fmt.Fprintf(w, "  %5s %8s %10s %12s %8s\n", "N", "runs", "runs/s", "CPU µs/run", "speedup")
	for _, t := range rep.Throughput {
		fmt.Fprintf(w, "  %5d %8d %10.0f %12.1f %7.2fx\n", t.Executors, t.Runs, t.RunsPerS, t.CPUUs, t.Speedup)
	}
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	m := len(s) / 2
	if len(s)%2 == 1 {
		return s[m]
	}
	return (s[m-1] + s[m]) / 2
}

func machine() string {
	cpus := 0
	if b, err := os.ReadFile("/proc/cpuinfo"); err == nil {
		cpus = strings.Count(string(b), "\nprocessor")
		if strings.HasPrefix(string(b), "processor") {
			cpus++
		}
	}
	return fmt.Sprintf("%d cores", cpus)
}

func cmdOutput(name string, args ...string) string {
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		return "unknown"
	}
	return string(out)
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}
