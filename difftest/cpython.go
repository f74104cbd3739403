package difftest

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/kraitpy/krait/internal/numpyoracle"
)

// ErrNoPython is returned by NewCPython when python3 is not on PATH.
var ErrNoPython = errors.New("difftest: python3 not found on PATH")

// cpythonServer is the script run by the python3 worker: it reads one
// JSON-encoded program per line, executes it as a __main__ module with its
// stdout captured, and answers one JSON object per line with the output
// and the last line of the uncaught exception, if any.
const cpythonServer = `import contextlib, io, json, sys, traceback
def run(src):
    buf = io.StringIO()
    exc = ""
    with contextlib.redirect_stdout(buf):
        try:
            exec(compile(src, "<code>", "exec"), {"__name__": "__main__"})
        except BaseException as e:
            # The interpreter's own printer, as for an uncaught exception
            # of a script (it adds NameError/AttributeError suggestions).
            err = io.StringIO()
            with contextlib.redirect_stderr(err):
                sys.__excepthook__(type(e), e, e.__traceback__)
            lines = err.getvalue().rstrip("\n").split("\n")
            exc = lines[-1] if lines else ""
    return {"out": buf.getvalue(), "exc": exc}
for line in sys.stdin:
    res = run(json.loads(line))
    sys.__stdout__.write(json.dumps(res) + "\n")
    sys.__stdout__.flush()
`

// Result is what one run of a program printed, and the line CPython would
// end its traceback with (`Type: message`), empty when the program ended
// normally.
type Result struct {
	Stdout    string `json:"out"`
	Exception string `json:"exc"`
}

// CPython runs programs in a long-lived python3 process, one program after
// another, so that thousands of programs cost one interpreter start.
type CPython struct {
	exe     string
	timeout time.Duration
	cmd     *exec.Cmd
	stdin   io.WriteCloser
	answers chan answer
}

type answer struct {
	res Result
	err error
}

// NewCPython starts a python3 worker. Each program gets timeout to answer;
// a worker that does not is killed and replaced.
func NewCPython(timeout time.Duration) (*CPython, error) {
	exe, err := exec.LookPath("python3")
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoPython, err)
	}
	return newWorker(exe, timeout)
}

// ErrNoNumpy is returned by NewNumpyPython when no python3 has numpy.
var ErrNoNumpy = errors.New("difftest: no python3 with numpy (the numpy oracle; set " + numpyoracle.EnvVar + ")")

// NewNumpyPython starts a worker on the numpy oracle (a python3 with
// numpy: Debian's /usr/bin/python3 with python3-numpy).
func NewNumpyPython(timeout time.Duration) (*CPython, error) {
	exe := numpyoracle.Find()
	if exe == "" {
		return nil, ErrNoNumpy
	}
	return newWorker(exe, timeout)
}

// newWorker starts a worker on the Python exe, which must be 3.11.
func newWorker(exe string, timeout time.Duration) (*CPython, error) {
	// The oracle is CPython 3.11: another version prints other messages.
	out, err := exec.Command(exe, "-c", "import sys; print('%d.%d' % sys.version_info[:2])").Output()
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoPython, err)
	}
	if v := strings.TrimSpace(string(out)); v != "3.11" {
		return nil, fmt.Errorf("difftest: python3 is %s; the oracle must be CPython 3.11", v)
	}
	c := &CPython{exe: exe, timeout: timeout}
	return c, c.start()
}

func (c *CPython) start() error {
	cmd := exec.Command(c.exe, "-s", "-P", "-X", "utf8", "-c", cpythonServer)
	cmd.Env = numpyoracle.Env("PYTHONHASHSEED=0", "PYTHONIOENCODING=utf-8")
	cmd.Dir = os.TempDir()
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	cmd.Stderr = io.Discard
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("difftest: starting python3: %w", err)
	}
	answers := make(chan answer, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 256<<20)
		for sc.Scan() {
			var a answer
			a.err = json.Unmarshal(sc.Bytes(), &a.res)
			answers <- a
		}
		err := sc.Err()
		if err == nil {
			err = io.ErrUnexpectedEOF
		}
		answers <- answer{err: fmt.Errorf("difftest: python3 worker ended: %w", err)}
		close(answers)
	}()
	c.cmd, c.stdin, c.answers = cmd, stdin, answers
	return nil
}

// Run executes one program and returns what it printed and how it ended.
func (c *CPython) Run(src string) (Result, error) {
	line, err := json.Marshal(src)
	if err != nil {
		return Result{}, err
	}
	if _, err := c.stdin.Write(append(line, '\n')); err != nil {
		c.restart()
		return Result{}, fmt.Errorf("difftest: writing to python3: %w", err)
	}
	select {
	case a := <-c.answers:
		if a.err != nil {
			c.restart()
		}
		return a.res, a.err
	case <-time.After(c.timeout):
		c.restart()
		return Result{}, fmt.Errorf("difftest: python3 took more than %v", c.timeout)
	}
}

func (c *CPython) restart() {
	c.Close()
	if err := c.start(); err != nil {
		c.cmd = nil
	}
}

// Close stops the worker.
func (c *CPython) Close() {
	if c.cmd == nil {
		return
	}
	c.stdin.Close()
	c.cmd.Process.Kill()
	c.cmd.Wait()
	for range c.answers {
	}
	c.cmd = nil
}
