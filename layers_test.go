package krait_test

import (
	"os/exec"
	"strings"
	"testing"
)

// layerOf ranks a package of the module: a package may import only
// packages of its own rank or lower, so the import graph runs one way:
// cmd and the test drivers -> serve/agent -> krait -> builtins/stdlib ->
// interp -> parser -> resolve -> ast/lexer, with py, policy and internal/
// below all: the resolver works on syntax trees and needs no parser.
func layerOf(rel string) int {
	if rel == "stdlib/internal/stdlibtest" {
		return 9 // a test driver: only _test files import it, and it runs executors
	}
	first, _, _ := strings.Cut(rel, "/")
	switch first {
	case "cmd", "conformance", "fuzz", "difftest", "bench", "examples":
		return 9
	case "serve", "agent", "clients":
		return 7
	case "":
		return 6 // the root package
	case "builtins", "stdlib":
		return 5
	case "interp":
		return 4
	case "parser":
		return 3
	case "resolve":
		return 2
	case "ast", "lexer":
		return 1
	case "py", "policy", "internal":
		return 0
	}
	return -1
}

// No package imports a package above its own layer.
func TestImportsRunOneWay(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list over the module")
	}
	const mod = "github.com/kraitpy/krait"
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", mod+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	rel := func(p string) string { return strings.TrimPrefix(strings.TrimPrefix(p, mod), "/") }
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		from := rel(fields[0])
		lf := layerOf(from)
		if lf < 0 {
			t.Errorf("package %q has no layer in layerOf", from)
			continue
		}
		for _, imp := range fields[1:] {
			if imp != mod && !strings.HasPrefix(imp, mod+"/") {
				continue
			}
			if li := layerOf(rel(imp)); li > lf {
				t.Errorf("%s (layer %d) imports %s (layer %d): an import pointing up the graph", from, lf, rel(imp), li)
			}
		}
	}
}
