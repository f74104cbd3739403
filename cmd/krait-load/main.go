// Command krait-load drives a krait server with concurrent sessions
// running agent-style snippets with tool calls for a bounded time, then
// reports throughput, latency percentiles, the server's peak RSS, errors,
// and whether every run got exactly one result. It stops by itself.
//
//	go run ./cmd/krait-load -sessions 200 -duration 60s            # starts krait serve itself
//	go run ./cmd/krait-load -url http://127.0.0.1:8700 ...          # an existing server
//	go run ./cmd/krait-load -isolate process -workers 4 ...
//	go run ./cmd/krait-load -bombs 10 ...                           # some tenants run resource bombs
//	go run ./cmd/krait-load -sessions 3 -bombs 2 -bomb-kinds nest   # only one kind of bomb
//
// With bombs, an idle phase runs first on a server of its own: the
// quiet sessions alone (-idle-sessions, by default -sessions less
// -bombs), for -idle-duration. The report then puts the quiet tenants'
// p50 and p99 next to the bombs over the idle phase's, as ratios: the
// acceptance's "quiet tenants within 2x of an idle server", measured in
// one invocation.
//
// Only loopback addresses are driven.
package main

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/kraitpy/krait/serve"
)

// snippets are what the quiet tenants run: agent-style code with a tool
// call each.
var snippets = []string{
	"r = search(query='krait')\nwords = r.split()\nprint(len(words))\n{'n': len(words), 'first': words[0]}",
	"import math\nvals = [math.sqrt(i) for i in range(200)]\nt = lookup(key='total')\nround(sum(vals), 3), t",
	"data = {f'k{i}': i * i for i in range(100)}\nbest = max(data, key=data.get)\nprint(best)\nsearch(query=best)",
}

// bombs are what the bomb tenants run (each ends in a limit error), and
// bombNames their names for -bomb-kinds. Each runs in a function, so that
// what it made dies with the run: the memory budget bounds what a session
// holds across runs, so a bomb that left its data in the session's
// globals would meet its limit at once in every later run, and the load
// would measure quiet tenants next to bombs that no longer run.
var bombs = [...]string{
	"def bomb():\n    while True:\n        print('x' * 1000)\nbomb()",
	"def bomb():\n    x = []\n    while True:\n        x.append('y' * 10000)\nbomb()",
	"def bomb():\n    x = []\n    for i in range(10 ** 6):\n        x = [x]\n    print(x)\nbomb()",
	"def bomb():\n    s = 'a'\n    while True:\n        s = s + s\nbomb()",
}

var bombNames = [len(bombs)]string{"print", "list", "nest", "double"}

// config is one invocation's flags.
type config struct {
	sessions int
	bombs    int // sessions (of sessions) running bombs
	duration time.Duration
	target   string // server URL; "" starts one per phase
	binary   string
	isolate  string
	workers  int
	// serveFlags are more flags of the started server.
	serveFlags []string
	// kinds are the bombs run (indexes in bombs), in turn.
	kinds []int
	// idleSessions quiet sessions run alone for idleDuration first, when
	// there are bombs (0: no idle phase).
	idleSessions int
	idleDuration time.Duration
}

// parseKinds reads -bomb-kinds: names from bombNames, comma-separated.
func parseKinds(list string) ([]int, error) {
	var kinds []int
	for _, name := range strings.Split(list, ",") {
		i := slices.Index(bombNames[:], strings.TrimSpace(name))
		if i < 0 {
			return nil, fmt.Errorf("-bomb-kinds: unknown bomb %q (known: %s)", name, strings.Join(bombNames[:], ", "))
		}
		kinds = append(kinds, i)
	}
	return kinds, nil
}

type stats struct {
	mu        sync.Mutex
	latencies []time.Duration // quiet tenants
	// quiet are the quiet runs' latencies with where the time went.
	quiet []split
	// p50 and p99 are the quiet tenants' percentiles (set by report).
	p50, p99 time.Duration
	bombLat  []time.Duration
	// byBomb are the bomb runs' latencies and outcomes (error types) by
	// bomb (index in bombs).
	byBomb  [len(bombs)][]time.Duration
	bombOut [len(bombs)]map[string]int
	runs    atomic.Int64
	results atomic.Int64
	errors  atomic.Int64
	lost    atomic.Int64 // runs whose stream ended without a result
	dup     atomic.Int64 // runs with more than one result
	// sessionsLost counts sessions found gone (with their worker) and
	// replaced.
	sessionsLost atomic.Int64
	errTypes     sync.Map
}

func main() {
	var cfg config
	flag.IntVar(&cfg.sessions, "sessions", 50, "concurrent sessions")
	flag.DurationVar(&cfg.duration, "duration", 10*time.Second, "how long to drive the server")
	flag.StringVar(&cfg.target, "url", "", "server URL (loopback); empty: start `krait serve` on a free port (one per phase)")
	flag.StringVar(&cfg.binary, "krait", "", "krait binary to start, with krait-serve next to it (default: build both)")
	flag.StringVar(&cfg.isolate, "isolate", "inprocess", "--isolate of the started server")
	flag.IntVar(&cfg.workers, "workers", 4, "--workers of the started server")
	serveFlags := flag.String("serve-flags", "", "more flags of the started server, space-separated (\"--long-run-nice 0\")")
	flag.IntVar(&cfg.bombs, "bombs", 0, "sessions (of -sessions) running resource bombs")
	kinds := flag.String("bomb-kinds", strings.Join(bombNames[:], ","), "the bombs the bomb sessions run in turn")
	flag.IntVar(&cfg.idleSessions, "idle-sessions", -1, "quiet sessions of the idle phase run first when there are bombs (default -sessions less -bombs; 0: no idle phase)")
	flag.DurationVar(&cfg.idleDuration, "idle-duration", 0, "how long the idle phase runs (default -duration)")
	flag.Parse()
	cfg.serveFlags = strings.Fields(*serveFlags)
	var err error
	if cfg.kinds, err = parseKinds(*kinds); err == nil {
		if cfg.idleSessions < 0 {
			cfg.idleSessions = cfg.sessions - cfg.bombs
		}
		err = run(cfg)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "krait-load:", err)
		os.Exit(1)
	}
}

// run drives the idle phase, if any, then the phase with bombs, and
// reports both.
func run(cfg config) error {
	if cfg.target != "" {
		if u, err := url.Parse(cfg.target); err != nil || !isLoopback(u.Hostname()) {
			return fmt.Errorf("-url %q: only loopback servers are driven", cfg.target)
		}
	}
	if len(cfg.kinds) == 0 {
		cfg.kinds = []int{0, 1, 2, 3}
	}
	var idle *stats
	if cfg.bombs > 0 && cfg.idleSessions > 0 {
		icfg := cfg
		icfg.sessions, icfg.bombs = cfg.idleSessions, 0
		if cfg.idleDuration > 0 {
			icfg.duration = cfg.idleDuration
		}
		fmt.Printf("== idle phase: %d quiet sessions, no bombs\n", icfg.sessions)
		var err error
		if idle, err = phase(icfg); err != nil {
			return err
		}
		fmt.Printf("== phase with bombs\n")
	}
	st, err := phase(cfg)
	if err != nil {
		return err
	}
	if idle != nil {
		fmt.Printf("quiet tenants next to %d bomb sessions over the idle phase (%d quiet sessions alone): p50 %s / %s = %.2fx, p99 %s / %s = %.2fx\n",
			cfg.bombs, cfg.idleSessions,
			st.p50.Round(10*time.Microsecond), idle.p50.Round(10*time.Microsecond), ratio(st.p50, idle.p50),
			st.p99.Round(10*time.Microsecond), idle.p99.Round(10*time.Microsecond), ratio(st.p99, idle.p99))
	}
	return nil
}

func ratio(a, b time.Duration) float64 {
	if b <= 0 {
		return 0
	}
	return float64(a) / float64(b)
}

// phase drives a server (started for it unless cfg.target is set) with
// cfg.sessions sessions for cfg.duration and prints its report.
func phase(cfg config) (*stats, error) {
	target, pid := cfg.target, 0
	if target == "" {
		var stop func()
		var err error
		target, pid, stop, err = startServer(cfg.binary, cfg.isolate, cfg.workers, cfg.sessions, cfg.serveFlags)
		if err != nil {
			return nil, err
		}
		defer stop()
	}
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4 * cfg.sessions}}
	defer hc.CloseIdleConnections()
	st := &stats{}
	ctx, cancel := context.WithTimeout(context.Background(), cfg.duration)
	defer cancel()
	var peak atomic.Int64
	done := make(chan struct{})
	go func() { // the server's peak RSS: its own, and its workers'
		for {
			if r := rss(pid); r > peak.Load() {
				peak.Store(r)
			}
			select {
			case <-done:
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	cpu0 := cpuNow(pid)
	var wg sync.WaitGroup
	for i := 0; i < cfg.sessions; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			tenant(ctx, hc, target, i, i < cfg.bombs, cfg.kinds, st)
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	close(done)
	report(st, elapsed, cfg.sessions, cfg.bombs, peak.Load(), pid)
	fmt.Printf("CPU time during the phase: %s\n", cpuNow(pid).since(cpu0))
	if st.lost.Load() > 0 || st.dup.Load() > 0 {
		return st, fmt.Errorf("%d runs lost, %d duplicated", st.lost.Load(), st.dup.Load())
	}
	return st, nil
}

// tenant is one session's loop. A session lost with its worker is
// replaced, as a client would, and counted.
func tenant(ctx context.Context, hc *http.Client, base string, n int, bomb bool, kinds []int, st *stats) {
	var sess struct{ Session string }
	open := func() bool {
		if err := post(context.Background(), hc, base+"/v1/sessions", `{"limits": {"max_memory": 67108864, "timeout": 5}}`, &sess); err != nil {
			st.errors.Add(1)
			st.errTypes.Store("create_session: "+err.Error(), true)
			return false
		}
		post(context.Background(), hc, base+"/v1/sessions/"+sess.Session+"/tools",
			`{"tools": [{"name": "search", "parameters": [{"name": "query"}]}, {"name": "lookup", "parameters": [{"name": "key"}]}]}`, nil)
		return true
	}
	if !open() {
		return
	}
	defer func() {
		req, _ := http.NewRequest("DELETE", base+"/v1/sessions/"+sess.Session, nil)
		if resp, err := hc.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
	for i := 0; ctx.Err() == nil; i++ {
		code := snippets[(n+i)%len(snippets)]
		kind := kinds[(n+i)%len(kinds)]
		if bomb {
			code = bombs[kind]
		}
		t0 := time.Now()
		results, errType, sp, err := runOnce(hc, base, sess.Session, code)
		d := time.Since(t0)
		sp.total = d
		var lost *sessionLostError
		if errors.As(err, &lost) {
			// Refused, not run: the session went with its worker
			// (its last run's result said so).
			if st.sessionsLost.Add(1) <= 3 {
				st.errTypes.Store("session lost: "+lost.msg, true)
			}
			if !open() {
				return
			}
			continue
		}
		st.runs.Add(1)
		switch {
		case err != nil:
			st.errors.Add(1)
			st.errTypes.Store("transport: "+err.Error(), true)
		case results == 0:
			st.lost.Add(1)
		case results > 1:
			st.dup.Add(1)
		}
		st.results.Add(int64(results))
		if errType != "" && !bomb {
			st.errors.Add(1)
			st.errTypes.Store("run: "+errType, true)
		}
		st.mu.Lock()
		if bomb {
			st.bombLat = append(st.bombLat, d)
			st.byBomb[kind] = append(st.byBomb[kind], d)
			if st.bombOut[kind] == nil {
				st.bombOut[kind] = map[string]int{}
			}
			st.bombOut[kind][cmp.Or(errType, "no error")]++
		} else {
			st.latencies = append(st.latencies, d)
			if results == 1 {
				st.quiet = append(st.quiet, sp)
			}
		}
		st.mu.Unlock()
	}
}

// split is where a run's time went, from its result's timings: total
// is what the client measured; the worker (or in-process executor) ran
// it for duration, of which it waited slotWait for a slot, and waited
// hostWait for its tool results (the round trip through the supervisor
// and this client). What is left of total is outside: the request's
// way in, a supervisor's queueing and relay, the stream's way back.
type split struct {
	total, duration, hostWait, slotWait time.Duration
}

func (s split) outside() time.Duration { return s.total - s.duration - s.hostWait }

// runOnce runs code, answering its tool calls, and counts the result
// events of its stream; sp holds the last result's timings.
func runOnce(hc *http.Client, base, sid, code string) (results int, errType string, sp split, err error) {
	body, _ := json.Marshal(serve.RunRequest{Code: code})
	resp, err := hc.Post(base+"/v1/sessions/"+sid+"/runs", "application/json", bytes.NewReader(body))
	if err != nil {
		return 0, "", sp, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(resp.Body)
		var e struct{ Error *serve.Error }
		if json.Unmarshal(b, &e) == nil && e.Error != nil && e.Error.Code == serve.CodeUnknownSession {
			return 0, "", sp, &sessionLostError{msg: e.Error.Message}
		}
		return 0, "", sp, fmt.Errorf("status %d: %s", resp.StatusCode, bytes.TrimSpace(b))
	}
	run := resp.Header.Get("Krait-Run")
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		// What a print flood streams is not decoded: the load generator
		// shares the server's CPUs, and decoding tens of MiB of output
		// per run would weigh on the quiet tenants it measures.
		if bytes.HasPrefix(sc.Bytes(), outputPrefix) {
			continue
		}
		var ev struct {
			Event string
			Call  int
			Tool  string
			Args  []json.RawMessage
			Error *serve.RunError
			// The result's timings, in seconds.
			Duration float64 `json:"duration"`
			HostWait float64 `json:"host_wait"`
			SlotWait float64 `json:"slot_wait"`
		}
		if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
			return results, errType, sp, err
		}
		switch ev.Event {
		case serve.EventToolCall:
			answer := `{"value": "result of ` + ev.Tool + ` for the load test"}`
			if err := post(context.Background(), hc, base+"/v1/sessions/"+sid+"/runs/"+run+"/calls/"+strconv.Itoa(ev.Call), answer, nil); err != nil {
				return results, errType, sp, err
			}
		case serve.EventResult:
			results++
			if ev.Error != nil {
				errType = ev.Error.Type
			}
			sp = split{duration: seconds(ev.Duration), hostWait: seconds(ev.HostWait), slotWait: seconds(ev.SlotWait)}
		}
	}
	return results, errType, sp, sc.Err()
}

func seconds(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }

// outputPrefix starts the line of an output event.
var outputPrefix = []byte(`{"event":"` + serve.EventOutput + `"`)

// sessionLostError is a run refused because its session is gone.
type sessionLostError struct{ msg string }

func (e *sessionLostError) Error() string { return "session lost: " + e.msg }

func post(ctx context.Context, hc *http.Client, u, body string, out any) error {
	req, err := http.NewRequestWithContext(ctx, "POST", u, strings.NewReader(body))
	if err != nil {
		return err
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	if resp.StatusCode >= 300 {
		return fmt.Errorf("status %d: %s", resp.StatusCode, bytes.TrimSpace(b))
	}
	if out != nil {
		return json.Unmarshal(b, out)
	}
	return nil
}

func report(st *stats, elapsed time.Duration, sessions, nbombs int, peak int64, pid int) {
	fmt.Printf("sessions %d (%d running bombs), %.1fs\n", sessions, nbombs, elapsed.Seconds())
	fmt.Printf("runs %d, results %d, runs/s %.1f\n", st.runs.Load(), st.results.Load(), float64(st.runs.Load())/elapsed.Seconds())
	fmt.Printf("quiet tenants: %s\n", percentiles(st.latencies))
	if len(st.quiet) > 0 {
		fmt.Printf("  where their time went: %s\n", splits(st.quiet))
	}
	st.p50, st.p99 = percentile(st.latencies, 0.5), percentile(st.latencies, 0.99)
	if nbombs > 0 {
		fmt.Printf("bomb tenants:  %s\n", percentiles(st.bombLat))
		for i, code := range bombs {
			if st.byBomb[i] != nil {
				fmt.Printf("  %s %q: %s, outcomes %v\n", bombNames[i], code, percentiles(st.byBomb[i]), st.bombOut[i])
			}
		}
	}
	if pid != 0 {
		fmt.Printf("server peak RSS (with its workers) %.1f MiB\n", float64(peak)/(1<<20))
	}
	fmt.Printf("lost (no result) %d, duplicated (more than one result) %d, errors %d, sessions lost and replaced %d\n", st.lost.Load(), st.dup.Load(), st.errors.Load(), st.sessionsLost.Load())
	st.errTypes.Range(func(k, _ any) bool {
		fmt.Printf("  error: %v\n", k)
		return true
	})
}

// splits says where the quiet runs' time went: the means over all of
// them and over the slowest 1%.
func splits(runs []split) string {
	slices.SortFunc(runs, func(a, b split) int { return cmp.Compare(a.total, b.total) })
	mean := func(runs []split) string {
		var sum split
		for _, r := range runs {
			sum.total += r.total
			sum.duration += r.duration
			sum.hostWait += r.hostWait
			sum.slotWait += r.slotWait
		}
		n := time.Duration(len(runs))
		ms := func(d time.Duration) string { return (d / n).Round(10 * time.Microsecond).String() }
		return fmt.Sprintf("total %s = outside the executor %s + waiting for tool results %s + in the executor %s (of which waiting for a slot %s)",
			ms(sum.total), ms(sum.outside()), ms(sum.hostWait), ms(sum.duration), ms(sum.slotWait))
	}
	tail := runs[min(len(runs)-1, len(runs)*99/100):]
	return fmt.Sprintf("mean %s; slowest 1%% (%d runs) %s", mean(runs), len(tail), mean(tail))
}

// percentile returns the q-quantile of sorted latencies (0 for none).
func percentile(l []time.Duration, q float64) time.Duration {
	if len(l) == 0 {
		return 0
	}
	return l[min(len(l)-1, int(q*float64(len(l))))]
}

func percentiles(l []time.Duration) string {
	if len(l) == 0 {
		return "no runs"
	}
	slices.Sort(l)
	return fmt.Sprintf("n %d, p50 %s, p99 %s, max %s", len(l), percentile(l, 0.5).Round(10*time.Microsecond), percentile(l, 0.99).Round(10*time.Microsecond), l[len(l)-1].Round(time.Millisecond))
}

// startServer starts `krait serve` on a free loopback port.
func startServer(binary, isolate string, workers, sessions int, extra []string) (string, int, func(), error) {
	if binary == "" {
		dir, err := os.MkdirTemp("", "krait-load")
		if err != nil {
			return "", 0, nil, err
		}
		binary = filepath.Join(dir, "krait")
		if out, err := exec.Command("go", "build", "-o", dir+"/", "github.com/kraitpy/krait/cmd/krait", "github.com/kraitpy/krait/cmd/krait-serve").CombinedOutput(); err != nil {
			return "", 0, nil, fmt.Errorf("building krait: %v\n%s", err, out)
		}
	}
	args := []string{"serve", "--listen", "127.0.0.1:0", "--isolate", isolate, "--workers", strconv.Itoa(workers),
		"--max-sessions", strconv.Itoa(sessions + 10), "--log-level", "warn"}
	cmd := exec.Command(binary, append(args, extra...)...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return "", 0, nil, err
	}
	if err := cmd.Start(); err != nil {
		return "", 0, nil, err
	}
	sc := bufio.NewScanner(stderr)
	re := regexp.MustCompile(`listening on (http://\S+) `)
	for sc.Scan() {
		if m := re.FindStringSubmatch(sc.Text()); m != nil {
			go io.Copy(os.Stderr, stderr)
			stop := func() {
				cmd.Process.Signal(os.Interrupt)
				done := make(chan struct{})
				go func() { cmd.Wait(); close(done) }()
				select {
				case <-done:
				case <-time.After(20 * time.Second):
					cmd.Process.Kill()
				}
			}
			return m[1], cmd.Process.Pid, stop, nil
		}
	}
	cmd.Process.Kill()
	return "", 0, nil, errors.New("krait serve did not start")
}

// cpuTimes are the CPU times (user and system) of the server, its
// workers and this load generator.
type cpuTimes struct{ server, workers, self time.Duration }

// cpuNow reads the CPU times of pid (0: no server of ours), its children
// and this process.
func cpuNow(pid int) cpuTimes {
	var c cpuTimes
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
		c.self = time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
	}
	if pid == 0 {
		return c
	}
	pids := family(pid)
	c.server = procCPU(pids[0])
	for _, p := range pids[1:] {
		c.workers += procCPU(p)
	}
	return c
}

func (c cpuTimes) since(c0 cpuTimes) string {
	r := func(d time.Duration) string { return d.Round(10 * time.Millisecond).String() }
	if c.server == 0 {
		return "this load generator " + r(c.self-c0.self)
	}
	return fmt.Sprintf("server %s, its workers %s, this load generator %s", r(c.server-c0.server), r(c.workers-c0.workers), r(c.self-c0.self))
}

// procCPU returns the user and system time of process pid (fields 14
// and 15 of /proc/PID/stat, in ticks of 1/100 s).
func procCPU(pid int) time.Duration {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	i := bytes.LastIndexByte(data, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(string(data[i+1:])) // from field 3
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * 10 * time.Millisecond
}

// family returns pid and its children's pids.
func family(pid int) []int {
	pids := []int{pid}
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, t := range tasks {
		data, err := os.ReadFile(t)
		if err != nil {
			continue
		}
		for _, f := range strings.Fields(string(data)) {
			if c, err := strconv.Atoi(f); err == nil {
				pids = append(pids, c)
			}
		}
	}
	return pids
}

// rss returns the resident memory of pid and its children, in bytes.
func rss(pid int) int64 {
	if pid == 0 {
		return 0
	}
	total := int64(0)
	for _, p := range family(pid) {
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p))
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(data), "\n") {
			if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
				kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
				total += kb << 10
			}
		}
	}
	return total
}

func isLoopback(host string) bool {
	return host == "localhost" || strings.HasPrefix(host, "127.") || host == "::1"
}
