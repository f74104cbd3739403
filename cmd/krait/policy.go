package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/kraitpy/krait/internal/cliflag"
	"github.com/kraitpy/krait/policy"
)

const policyUsage = `usage: krait policy [--json] [--allow-import LIST] [--strict-dunders]

Print the effective safety policy: authorized and blocked imports, refused
builtins, dunder-attribute rules, allowed syntax and resource limits.

flags:
  --json               print the policy as JSON (schema ` + policy.SchemaVersion + `)
  --allow-import LIST  authorize more modules: comma-separated names,
                       "pkg.*" or "*" (repeatable)
  --strict-dunders     smolagents' dunder rule instead of krait's table
`

// cmdPolicy implements `krait policy`: it prints the default policy, with
// any --allow-import additions, as text or JSON.
func cmdPolicy(args []string, stdout, stderr io.Writer) int {
	fs := cliflag.NewFlagSet("policy")
	asJSON := fs.Bool("json", false, "")
	var allow cliflag.Imports
	fs.Var(&allow, "allow-import", "")
	strict := fs.Bool("strict-dunders", false, "")
	rest, err := cliflag.Parse(fs, args)
	if err != nil {
		return cliflag.FlagError(err, policyUsage, stdout, stderr)
	}
	if len(rest) > 0 {
		return cliflag.UsageError(stderr, policyUsage, fmt.Sprintf("unexpected argument %q", rest[0]))
	}
	p := policy.Default()
	p.AllowImports(allow...)
	p.StrictDunders = *strict
	if err := p.Validate(); err != nil {
		return cliflag.UsageError(stderr, policyUsage, strings.ReplaceAll(err.Error(), "\n", "; "))
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
