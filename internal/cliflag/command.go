package cliflag

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/kraitpy/krait/policy"
)

// Exit statuses shared by krait's programs (krait, krait-serve and
// krait-agent): a contract of the command line (README.md).
const (
	ExitOK     = 0 // success
	ExitPython = 1 // a Python error (or a server that failed)
	ExitUsage  = 2 // a command-line mistake
	ExitPolicy = 3 // refused by the safety policy
	ExitLimit  = 4 // a resource limit was exceeded
)

// DefaultMaxOutput bounds the bytes a program run from the command line
// may print (--max-output).
const DefaultMaxOutput = 64 << 20

// RunConfig is what the flags shared by the commands that run code
// configure: the policy every run gets, the imports authorized on top of
// it, and the bound on printed bytes.
type RunConfig struct {
	Policy    *policy.Policy
	Imports   Imports
	MaxOutput int64
}

// NewRunConfig returns the defaults and registers the shared flags on fs:
// --allow-import, --strict-dunders and one per limit.
func NewRunConfig(fs *flag.FlagSet) *RunConfig {
	c := &RunConfig{Policy: policy.Default(), MaxOutput: DefaultMaxOutput}
	fs.Var(&c.Imports, "allow-import", "")
	fs.BoolVar(&c.Policy.StrictDunders, "strict-dunders", false, "")
	Limits(fs, &c.Policy.Limits, &c.MaxOutput)
	return c
}

// FlagError reports a flag-parsing error: the usage text on stdout for
// -h/--help (ExitOK), else a usage error.
func FlagError(err error, usageText string, stdout, stderr io.Writer) int {
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(stdout, usageText)
		return ExitOK
	}
	return UsageError(stderr, usageText, err.Error())
}

// UsageError prints the usage text (if any) and a final UsageError line
// to stderr, and returns ExitUsage.
func UsageError(stderr io.Writer, usageText, msg string) int {
	fmt.Fprint(stderr, usageText)
	msg = strings.TrimPrefix(msg, "krait: ")
	fmt.Fprintf(stderr, "UsageError: %s\n", msg)
	return ExitUsage
}
