// Command krait runs restricted Python: `krait run FILE.py`, `krait repl`,
// `krait agent TASK`, `krait policy`, `krait ast FILE.py` and `krait serve`.
//
// Exit codes are a contract: 0 ok, 1 Python error, 2 usage, 3 policy
// refusal, 4 limit exceeded (and, for `krait agent`, 5 when max steps end
// without an answer, 6 on a model/API error).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
)

// Exit codes shared by every subcommand.
const (
	exitOK     = 0
	exitPython = 1
	exitUsage  = 2
	exitPolicy = 3
	exitLimit  = 4
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
`

func main() {
	tuneGC(os.Args[1:])
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run dispatches to a subcommand and returns the process exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return usageError(stderr, usage, "no command given")
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "run":
		return cmdRun(rest, stdin, stdout, stderr)
	case "repl":
		return cmdRepl(rest, stdin, stdout, stderr)
	case "agent":
		return cmdAgent(rest, stdin, stdout, stderr)
	case "policy":
		return cmdPolicy(rest, stdout, stderr)
	case "ast":
		return cmdAST(rest, stdin, stdout, stderr)
	case "serve":
		return cmdServe(rest, stdin, stdout, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	case "version", "--version":
		fmt.Fprintln(stdout, versionText())
		return exitOK
	}
	return usageError(stderr, usage, fmt.Sprintf("unknown command %q", cmd))
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

// flagError is the outcome of a flag-parsing error: the usage text on
// stdout for -h/--help (exit 0), else a usage error.
func flagError(err error, usageText string, stdout, stderr io.Writer) int {
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, usageText)
		return exitOK
	}
	return usageError(stderr, usageText, err.Error())
}

// usageError prints the usage text (if any) and a final UsageError line
// to stderr, and returns the usage exit status.
func usageError(stderr io.Writer, usageText, msg string) int {
	fmt.Fprint(stderr, usageText)
	msg = strings.TrimPrefix(msg, "krait: ")
	fmt.Fprintf(stderr, "UsageError: %s\n", msg)
	return exitUsage
}
