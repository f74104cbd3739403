package policy

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"
)

// SchemaVersion names the JSON schema produced by MarshalJSON. It changes
// whenever a field is renamed or removed; adding fields keeps it.
const SchemaVersion = "krait.policy/v1"

// Document is the stable JSON form of a Policy (schema SchemaVersion):
//
//	{
//	  "schema": "krait.policy/v1",
//	  "imports": {
//	    "authorized": ["collections", ...],          // sorted patterns
//	    "blocked_modules": [{"name", "reason"}],     // never importable
//	    "blocked_components": ["os", ...],           // refused at any depth
//	    "reduced_modules": [{"name", "reason"}],     // authorizable host-free subsets
//	    "private_modules_blocked": true,             // "_x" components
//	    "rules": ["..."]                             // matching rules in words
//	  },
//	  "builtins": {"refused": [{"name", "reason"}]},
//	  "dunder": {
//	    "rule": "table",                             // or "strict"
//	    "read_allowed": [{"name", "reason"}],        // effective rule
//	    "call_allowed": [{"name", "reason"}],        // callable, not readable
//	    "write_allowed": [{"name", "reason"}],
//	    "refused_examples": [{"name", "reason"}],
//	    "table": [{"name", "read", "call", "write", "strict_read",
//	               "strict_call", "group", "reason"}],
//	    "absent": [{"name", "reason"}]               // non-dunder names no object has
//	  },
//	  "nodes": {"allowed": ["Assert", ...], "refused": [{"name", "reason"}]},
//	  "limits": {"max_ops", "max_duration_ms", "max_memory_bytes",
//	             "max_recursion", "max_data_depth", "max_output_chars",
//	             "max_source_bytes", "max_while_iterations"}
//	}
//
// Every list is sorted, so equal policies marshal to equal bytes.
type Document struct {
	// Schema is SchemaVersion.
	Schema string `json:"schema"`
	// Imports describes the import rules.
	Imports ImportsDoc `json:"imports"`
	// Builtins describes the refused builtins.
	Builtins BuiltinsDoc `json:"builtins"`
	// Dunder describes the dunder-attribute rules.
	Dunder DunderDoc `json:"dunder"`
	// Nodes describes the syntax whitelist.
	Nodes NodesDoc `json:"nodes"`
	// Limits lists the resource limits.
	Limits LimitsDoc `json:"limits"`
}

// Rule is one named entry with the reason for it.
type Rule struct {
	// Name is the module, builtin, attribute or node name.
	Name string `json:"name"`
	// Reason says why the rule exists.
	Reason string `json:"reason"`
}

// ImportsDoc is the "imports" section of a Document.
type ImportsDoc struct {
	// Authorized are the authorized patterns, sorted.
	Authorized []string `json:"authorized"`
	// BlockedModules are the top-level modules never importable.
	BlockedModules []Rule `json:"blocked_modules"`
	// BlockedComponents are names refused at any depth of a dotted name.
	BlockedComponents []string `json:"blocked_components"`
	// ReducedModules are the modules importable when authorized whose
	// krait version is only a host-free subset of CPython's (io).
	ReducedModules []Rule `json:"reduced_modules"`
	// PrivateModulesBlocked is true: components starting with "_" are
	// refused (except the top-level __future__).
	PrivateModulesBlocked bool `json:"private_modules_blocked"`
	// Rules state the matching rules in words.
	Rules []string `json:"rules"`
}

// BuiltinsDoc is the "builtins" section of a Document.
type BuiltinsDoc struct {
	// Refused are the refused builtin names.
	Refused []Rule `json:"refused"`
}

// DunderDoc is the "dunder" section of a Document.
type DunderDoc struct {
	// Rule is the effective rule: "table" (krait's default) or "strict"
	// (smolagents').
	Rule string `json:"rule"`
	// ReadAllowed are the dunder attributes user code may read (and call).
	ReadAllowed []Rule `json:"read_allowed"`
	// CallAllowed are the dunder methods user code may call as
	// obj.__x__(...) but not read as values.
	CallAllowed []Rule `json:"call_allowed"`
	// WriteAllowed are the dunder attributes user code may assign and
	// delete.
	WriteAllowed []Rule `json:"write_allowed"`
	// RefusedExamples name notable refused dunders and why (every dunder
	// not allowed above is refused).
	RefusedExamples []Rule `json:"refused_examples"`
	// Table is the whole dunder table with both rules' answers.
	Table []DunderEntry `json:"table"`
	// Absent are non-dunder names that lead to frames or code in CPython
	// and that no krait object has.
	Absent []Rule `json:"absent"`
}

// NodesDoc is the "nodes" section of a Document.
type NodesDoc struct {
	// Allowed are the node types the interpreter may run.
	Allowed []string `json:"allowed"`
	// Refused are the node types it must refuse.
	Refused []Rule `json:"refused"`
}

// LimitsDoc is the "limits" section of a Document.
type LimitsDoc struct {
	// MaxOps is Limits.MaxOps.
	MaxOps int64 `json:"max_ops"`
	// MaxDurationMillis is Limits.MaxDuration in milliseconds.
	MaxDurationMillis int64 `json:"max_duration_ms"`
	// MaxMemoryBytes is Limits.MaxMemoryBytes.
	MaxMemoryBytes int64 `json:"max_memory_bytes"`
	// MaxRecursion is Limits.MaxRecursion.
	MaxRecursion int `json:"max_recursion"`
	// MaxDataDepth is Limits.MaxDataDepth.
	MaxDataDepth int `json:"max_data_depth"`
	// MaxOutputChars is Limits.MaxOutputChars.
	MaxOutputChars int `json:"max_output_chars"`
	// MaxSourceBytes is Limits.MaxSourceBytes.
	MaxSourceBytes int `json:"max_source_bytes"`
	// MaxWhileIterations is Limits.MaxWhileIterations (0: no cap).
	MaxWhileIterations int64 `json:"max_while_iterations"`
}

var importRules = []string{
	`"name" authorizes exactly that module: not its parent, not its submodules`,
	`"pkg.*" authorizes pkg and every module below it`,
	`"*" authorizes every module that is not blocked`,
	"blocked modules (and everything below them) are refused whatever is authorized, compared case-insensitively",
	"blocked components are refused at any depth (pkg.os)",
	"private components (starting with _) are refused, except the top-level __future__",
	"__future__ is always importable, whatever is authorized: `from __future__ import annotations` is a compiler directive and the module holds only inert feature records",
	"relative imports are refused",
	"module names are NFKC-normalized first, as CPython's parser does",
	"matching against the authorized patterns is case-sensitive",
}

// Document returns the audit form of the policy.
func (p *Policy) Document() Document {
	d := Document{Schema: SchemaVersion}
	d.Imports.Authorized = p.SortedImports()
	for _, m := range BlockedModules() {
		d.Imports.BlockedModules = append(d.Imports.BlockedModules, Rule{m, blockedModules[m]})
	}
	d.Imports.BlockedComponents = BlockedComponents()
	d.Imports.ReducedModules = ReducedModules()
	d.Imports.PrivateModulesBlocked = true
	d.Imports.Rules = slices.Clone(importRules)
	for _, n := range p.RefusedBuiltins() {
		reason := refusedBuiltins[n]
		if reason == "" {
			reason = "refused by the embedder"
		}
		d.Builtins.Refused = append(d.Builtins.Refused, Rule{n, reason})
	}
	r := p.DunderRule()
	d.Dunder.Rule = r.String()
	d.Dunder.ReadAllowed = tableRules(r.DunderReadAllowed())
	d.Dunder.CallAllowed = tableRules(r.DunderCallOnly())
	d.Dunder.WriteAllowed = tableRules(r.DunderWriteAllowed())
	d.Dunder.RefusedExamples = []Rule{}
	for _, e := range DunderEntries() {
		if !e.allows(r, DunderCall) {
			d.Dunder.RefusedExamples = append(d.Dunder.RefusedExamples, Rule{e.Name, e.Reason})
		}
	}
	d.Dunder.Table = DunderEntries()
	d.Dunder.Absent = AbsentAttributes()
	d.Nodes.Allowed = p.AllowedNodes()
	d.Nodes.Refused = []Rule{}
	for _, n := range NodeTypes() {
		if p.AllowsNode(n) {
			continue
		}
		reason := nodeReasons[n]
		if reason == "" {
			reason = "disabled by the embedder"
		}
		d.Nodes.Refused = append(d.Nodes.Refused, Rule{n, reason})
	}
	l := p.Limits
	d.Limits = LimitsDoc{
		MaxOps:             l.MaxOps,
		MaxDurationMillis:  l.MaxDuration.Milliseconds(),
		MaxMemoryBytes:     l.MaxMemoryBytes,
		MaxRecursion:       l.MaxRecursion,
		MaxDataDepth:       l.MaxDataDepth,
		MaxOutputChars:     l.MaxOutputChars,
		MaxSourceBytes:     l.MaxSourceBytes,
		MaxWhileIterations: l.MaxWhileIterations,
	}
	return d
}

// tableRules returns the dunder table's reasons for the names.
func tableRules(names []string) []Rule {
	out := []Rule{}
	for _, n := range names {
		out = append(out, Rule{n, dunderTable[n].Reason})
	}
	return out
}

// MarshalJSON encodes the policy as its Document (schema SchemaVersion).
// It has a value receiver so that a Policy and a *Policy marshal alike.
func (p Policy) MarshalJSON() ([]byte, error) { return json.Marshal(p.Document()) }

// WriteText writes the policy for human audit: one section per rule kind,
// entries sorted, each with its reason.
func (p *Policy) WriteText(w io.Writer) error {
	d := p.Document()
	var b strings.Builder
	tw := tabwriter.NewWriter(&b, 0, 4, 2, ' ', 0)
	section := func(title string) { fmt.Fprintf(tw, "\n%s\n%s\n", title, strings.Repeat("=", len(title))) }
	list := func(rs []Rule) {
		for _, r := range rs {
			fmt.Fprintf(tw, "  %s\t%s\n", r.Name, r.Reason)
		}
	}
	fmt.Fprintf(tw, "krait safety policy (%s)\n", SchemaVersion)

	section("Imports")
	fmt.Fprintf(tw, "authorized: %s\n", strings.Join(d.Imports.Authorized, ", "))
	fmt.Fprintln(tw, "rules:")
	for _, r := range d.Imports.Rules {
		fmt.Fprintf(tw, "  - %s\n", r)
	}
	fmt.Fprintln(tw, "blocked modules (never importable):")
	list(d.Imports.BlockedModules)
	fmt.Fprintf(tw, "blocked at any depth: %s\n", strings.Join(d.Imports.BlockedComponents, ", "))
	fmt.Fprintln(tw, "reduced modules (importable when authorized, host-free subset only):")
	list(d.Imports.ReducedModules)

	section("Builtins")
	fmt.Fprintln(tw, "refused:")
	list(d.Builtins.Refused)

	section("Dunder attributes")
	fmt.Fprintf(tw, "rule: %s\n", d.Dunder.Rule)
	fmt.Fprintln(tw, "every obj.__x__ read, call, store or delete (attribute syntax, getattr/hasattr/setattr/delattr, vars,")
	fmt.Fprintln(tw, "operator.attrgetter/methodcaller, str.format fields, match class patterns, object.__getattribute__,")
	fmt.Fprintln(tw, "library code reading a name the program passed) goes through one checkpoint and is refused except:")
	fmt.Fprintln(tw, "readable (and callable):")
	list(d.Dunder.ReadAllowed)
	fmt.Fprintln(tw, "callable as obj.__x__(...) only:")
	list(d.Dunder.CallAllowed)
	fmt.Fprintln(tw, "assignable and deletable:")
	if len(d.Dunder.WriteAllowed) == 0 {
		fmt.Fprintln(tw, "  none")
	}
	list(d.Dunder.WriteAllowed)
	fmt.Fprintln(tw, "defining dunder methods in a class body is allowed")
	fmt.Fprintln(tw, "refused (with every dunder not listed above):")
	list(d.Dunder.RefusedExamples)
	fmt.Fprintln(tw, "absent (non-dunder names that lead to frames or code in CPython; no krait object has them):")
	list(d.Dunder.Absent)

	section("Syntax")
	fmt.Fprintf(tw, "allowed: %s\n", strings.Join(d.Nodes.Allowed, ", "))
	fmt.Fprintln(tw, "refused:")
	if len(d.Nodes.Refused) == 0 {
		fmt.Fprintln(tw, "  none")
	}
	list(d.Nodes.Refused)

	section("Limits")
	l := d.Limits
	fmt.Fprintf(tw, "  operations\t%d\n", l.MaxOps)
	fmt.Fprintf(tw, "  wall time\t%s\n", p.Limits.MaxDuration)
	fmt.Fprintf(tw, "  memory\t%d bytes\n", l.MaxMemoryBytes)
	fmt.Fprintf(tw, "  recursion depth\t%d calls\n", l.MaxRecursion)
	fmt.Fprintf(tw, "  data nesting\t%d levels\n", l.MaxDataDepth)
	fmt.Fprintf(tw, "  printed output\t%d characters\n", l.MaxOutputChars)
	fmt.Fprintf(tw, "  source size\t%d bytes\n", l.MaxSourceBytes)
	if l.MaxWhileIterations == 0 {
		fmt.Fprintf(tw, "  while iterations\tno per-loop cap\n")
	} else {
		fmt.Fprintf(tw, "  while iterations\t%d per loop\n", l.MaxWhileIterations)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// DunderTableMarkdown renders the dunder table as the Markdown that
// docs/security.md embeds between its "dunder-table" markers (checked by
// TestSecurityDocTable; regenerate with KRAIT_UPDATE_DOCS=1 go test
// ./policy/).
func DunderTableMarkdown() string {
	var b strings.Builder
	b.WriteString("| name | default (table) | strict (smolagents) | why |\n|---|---|---|---|\n")
	group := ""
	for _, e := range DunderEntries() {
		if e.Group != group {
			group = e.Group
			doc := ""
			for _, g := range dunderGroups {
				if g.name == group {
					doc = g.doc
				}
			}
			fmt.Fprintf(&b, "| **%s** | | | %s |\n", group, doc)
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", e.Name, accessWords(e.allows(DunderTable, DunderRead), e.allows(DunderTable, DunderCall), e.allows(DunderTable, DunderWrite)),
			accessWords(e.allows(DunderStrict, DunderRead), e.allows(DunderStrict, DunderCall), false), e.Reason)
	}
	b.WriteString("\nAbsent by construction (non-dunder names that lead to frames or code in CPython):\n\n")
	for _, r := range absentAttributes {
		fmt.Fprintf(&b, "- `%s`: %s\n", r.Name, r.Reason)
	}
	return b.String()
}

func accessWords(read, call, write bool) string {
	var w []string
	switch {
	case read:
		w = append(w, "read")
	case call:
		w = append(w, "call only")
	}
	if write {
		w = append(w, "write")
	}
	if len(w) == 0 {
		return "refused"
	}
	return strings.Join(w, ", ")
}
