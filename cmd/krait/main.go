// Command krait runs restricted Python: `krait run FILE.py`, `krait repl`,
// `krait agent TASK`, `krait policy`, `krait ast FILE.py` and `krait serve`.
//
// Exit codes are a contract: 0 ok, 1 Python error, 2 usage, 3 policy
// refusal, 4 limit exceeded (and, for `krait agent`, 5 when max steps end
// without an answer, 6 on a model/API error).
package main

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/kraitpy/krait/internal/cliflag"
)

// Exit codes shared by every subcommand (and by krait-serve and
// krait-agent).
const (
	exitOK     = cliflag.ExitOK
	exitPython = cliflag.ExitPython
	exitUsage  = cliflag.ExitUsage
	exitPolicy = cliflag.ExitPolicy
	exitLimit  = cliflag.ExitLimit
)

const usage = `usage: krait <command> [flags] [args]

commands:
  run [flags] FILE.py   run a Python file ("-" reads standard input)
  repl [flags]          interactive session
  agent [flags] TASK    run a code agent on TASK
  policy [--json]       print the effective safety policy
  ast [--positions] FILE.py
                        print the file's syntax tree like CPython's ast.dump
  serve [--listen ADDR | --stdio]
                        serve the executor to agents (docs/service.md)

agent and serve are the programs krait-agent and krait-serve, installed
next to krait (make build builds all three): krait runs them.
`

func main() {
	args := os.Args[1:]
	if len(args) > 0 && companions[args[0]] != "" {
		os.Exit(runCompanion(companions[args[0]], args[1:], os.Stderr))
	}
	tuneGC(args)
	os.Exit(run(args, os.Stdin, os.Stdout, os.Stderr))
}

// run dispatches to a subcommand and returns the process exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return cliflag.UsageError(stderr, usage, "no command given")
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "run":
		return cmdRun(rest, stdin, stdout, stderr)
	case "repl":
		return cmdRepl(rest, stdin, stdout, stderr)
	case "policy":
		return cmdPolicy(rest, stdout, stderr)
	case "ast":
		return cmdAST(rest, stdin, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	case "version", "--version":
		fmt.Fprintln(stdout, versionText())
		return exitOK
	}
	return cliflag.UsageError(stderr, usage, fmt.Sprintf("unknown command %q", cmd))
}

// versionText is "krait VERSION (revision REV[, modified], GOVERSION)" from
// the build information Go embeds: the module version ("(devel)" for a
// build from a checkout) and the VCS revision when the build recorded it.
func versionText() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "krait (no build information)"
	}
	rev, modified := "unknown", ""
	for _, s := range bi.Settings {
		switch {
		case s.Key == "vcs.revision":
			rev = s.Value
		case s.Key == "vcs.modified" && s.Value == "true":
			modified = ", modified"
		}
	}
	return fmt.Sprintf("krait %s (revision %s%s, %s)", bi.Main.Version, rev, modified, bi.GoVersion)
}
