package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/kraitpy/krait/policy"
)

const policyUsage = `usage: krait policy [--json] [--allow-import LIST]

Print the effective safety policy: authorized and blocked imports, refused
builtins, dunder-attribute rules, allowed syntax and resource limits.

flags:
  --json               print the policy as JSON (schema ` + policy.SchemaVersion + `)
  --allow-import LIST  authorize more modules: comma-separated names,
                       "pkg.*" or "*" (repeatable)
`

// listFlag collects comma-separated values from a repeatable flag.
type listFlag []string

// String implements flag.Value.
func (l *listFlag) String() string { return strings.Join(*l, ",") }

// Set implements flag.Value: it appends each comma-separated part.
func (l *listFlag) Set(v string) error {
	for _, part := range strings.Split(v, ",") {
		if part = strings.TrimSpace(part); part != "" {
			*l = append(*l, part)
		}
	}
	return nil
}

// cmdPolicy implements `krait policy`: it prints the default policy, with
// any --allow-import additions, as text or JSON.
func cmdPolicy(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("policy", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	asJSON := fs.Bool("json", false, "")
	var allow listFlag
	fs.Var(&allow, "allow-import", "")
	if err := fs.Parse(args); err != nil {
		return flagError(err, policyUsage, stdout, stderr)
	}
	if fs.NArg() > 0 {
		return usageError(stderr, policyUsage, fmt.Sprintf("unexpected argument %q", fs.Arg(0)))
	}
	p := policy.Default()
	p.AllowImports(allow...)
	if err := p.Validate(); err != nil {
		return usageError(stderr, policyUsage, strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	if *asJSON {
		b, err := json.MarshalIndent(p, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "krait policy: %v\n", err)
			return exitPython
		}
		b = append(b, '\n')
		if _, err := stdout.Write(b); err != nil {
			return exitPython
		}
		return exitOK
	}
	if err := p.WriteText(stdout); err != nil {
		return exitPython
	}
	return exitOK
}
