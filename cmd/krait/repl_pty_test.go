//go:build linux

package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// openPTY returns the controlling and the terminal side of a new
// pseudo-terminal.
func openPTY(t *testing.T) (ptm, pts *os.File) {
	t.Helper()
	ptm, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(ptm.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Fatal(err)
	}
	n, err := unix.IoctlGetInt(int(ptm.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Fatal(err)
	}
	// A terminal without a size is not one to the line editor.
	if err := unix.IoctlSetWinsize(int(ptm.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: 100}); err != nil {
		t.Fatal(err)
	}
	pts, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Fatal(err)
	}
	return ptm, pts
}

// terminal is `krait repl` on a pseudo-terminal, driven as a user would.
type terminal struct {
	t    *testing.T
	ptm  *os.File
	cmd  *exec.Cmd
	mu   sync.Mutex
	seen bytes.Buffer
	done chan struct{}
}

func startRepl(t *testing.T, bin, home string, args ...string) *terminal {
	t.Helper()
	ptm, pts := openPTY(t)
	cmd := exec.Command(bin, append([]string{"repl"}, args...)...)
	cmd.Env = append(os.Environ(), "HOME="+home, "TERM=xterm")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = pts, pts, pts
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pts.Close()
	term := &terminal{t: t, ptm: ptm, cmd: cmd, done: make(chan struct{})}
	go func() {
		defer close(term.done)
		buf := make([]byte, 4096)
		for {
			n, err := ptm.Read(buf)
			term.mu.Lock()
			term.seen.Write(buf[:n])
			term.mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		ptm.Close()
	})
	return term
}

// expect waits until the output since mark contains want and returns the
// new mark.
func (term *terminal) expect(mark int, want string) int {
	term.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		term.mu.Lock()
		out := term.seen.String()
		term.mu.Unlock()
		if i := strings.Index(out[mark:], want); i >= 0 {
			return mark + i + len(want)
		}
		time.Sleep(10 * time.Millisecond)
	}
	term.mu.Lock()
	defer term.mu.Unlock()
	term.t.Fatalf("no %q in the terminal after 20s; it shows:\n%s", want, term.seen.String()[mark:])
	return mark
}

// waitRaw waits until the terminal is in raw (non-canonical) mode.
func (term *terminal) waitRaw() {
	term.t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		tio, err := unix.IoctlGetTermios(int(term.ptm.Fd()), unix.TCGETS)
		if err != nil {
			term.t.Fatal(err)
		}
		if tio.Lflag&unix.ICANON == 0 {
			return
		}
	}
	term.t.Fatal("the terminal never left canonical mode")
}

func (term *terminal) send(keys string) {
	term.t.Helper()
	if _, err := term.ptm.Write([]byte(keys)); err != nil {
		term.t.Fatal(err)
	}
}

// TestReplOnATerminal drives `krait repl` through a pseudo-terminal:
// CPython's SyntaxError for a statement after a block without the blank
// line, Ctrl-C interrupting running code with KeyboardInterrupt while the
// session and its state stay (it exited with status 130, state lost),
// "... " prompts, and history kept across sessions in ~/.krait_history.
func TestReplOnATerminal(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "krait")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	home := t.TempDir()
	term := startRepl(t, bin, home, "--max-ops", "100000000000", "--max-while", "0", "--timeout", "10m")
	m := term.expect(0, ">>> ")
	term.send("if True:\r")
	m = term.expect(m, "... ")
	term.send("    x = 1\r")
	m = term.expect(m, "... ")
	term.send("print(x)\r")
	m = term.expect(m, "    print(x)\r\n    ^^^^^\r\nSyntaxError: invalid syntax\r\n>>> ")

	term.send("n = 0\r")
	m = term.expect(m, ">>> ")
	term.send("while True:\r")
	m = term.expect(m, "... ")
	term.send("    n += 1\r")
	m = term.expect(m, "... ")
	term.send("    if n == 1000: print('spinning')\r")
	m = term.expect(m, "... ")
	term.send("\r")
	// Interrupt the loop once it runs (the line editor has given the
	// terminal back by then, so Ctrl-C is a signal, not a key).
	m = term.expect(m, "spinning\r\n")
	term.send("\x03")
	m = term.expect(m, "KeyboardInterrupt\r\n>>> ")
	term.send("n > 0\r")
	term.expect(m, "True\r\n>>> ")
	term.send("\x04") // Ctrl-D ends the session
	<-term.done
	if err := term.cmd.Wait(); err != nil {
		t.Fatalf("exit: %v", err)
	}
	hist, err := os.ReadFile(filepath.Join(home, historyFile))
	if err != nil || !strings.HasSuffix(string(hist), "n > 0\n") {
		t.Fatalf("history %q, %v", hist, err)
	}

	// A new session recalls the last input with the up arrow.
	term = startRepl(t, bin, home)
	m = term.expect(0, ">>> ")
	// The line editor switches the terminal to raw mode around its
	// prompt: an arrow key typed before that would be echoed as text.
	term.waitRaw()
	term.send("\x1b[A")
	m = term.expect(m, "n > 0")
	term.send("\r")
	term.expect(m, "NameError: name 'n' is not defined")
}
