package main

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/kraitpy/krait/policy"
)

func runPolicy(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cmdPolicy(args, &out, &errb)
	return code, out.String(), errb.String()
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestPolicyText(t *testing.T) {
	code, out, errs := runPolicy()
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var want bytes.Buffer
	if err := policy.Default().WriteText(&want); err != nil {
		t.Fatal(err)
	}
	if out != want.String() {
		t.Errorf("text output differs from Policy.WriteText")
	}
}

func TestPolicyJSONWithImports(t *testing.T) {
	code, out, errs := runPolicy("--json", "--allow-import", "numpy.*, pandas", "--allow-import=json")
	if code != exitOK || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	var d policy.Document
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("output is not JSON: %v\n%s", err, out)
	}
	if d.Schema != policy.SchemaVersion {
		t.Errorf("schema %q", d.Schema)
	}
	for _, m := range []string{"numpy.*", "pandas", "json", "math"} {
		if !slices.Contains(d.Imports.Authorized, m) {
			t.Errorf("authorized imports %v lack %q", d.Imports.Authorized, m)
		}
	}
	if !slices.IsSorted(d.Imports.Authorized) {
		t.Errorf("authorized imports not sorted: %v", d.Imports.Authorized)
	}
}

func TestPolicyUsageErrors(t *testing.T) {
	cases := [][]string{
		{"--allow-import", "os"},
		{"--allow-import", "numpy,subprocess"},
		{"--allow-import", "bad name"},
		{"--nope"},
		{"extra"},
		{"--allow-import"},
	}
	for _, args := range cases {
		code, out, errs := runPolicy(args...)
		if code != exitUsage || out != "" || !strings.HasPrefix(lastLine(errs), "UsageError: ") {
			t.Errorf("%v: exit %d, stdout %q, last stderr line %q", args, code, out, lastLine(errs))
		}
	}
	_, _, errs := runPolicy("--allow-import", "os")
	if !strings.Contains(lastLine(errs), `"os" can never be imported in krait`) {
		t.Errorf("reason missing: %q", lastLine(errs))
	}
}

func TestPolicyHelp(t *testing.T) {
	code, out, _ := runPolicy("--help")
	if code != exitOK || !strings.HasPrefix(out, "usage: krait policy") {
		t.Errorf("exit %d, stdout %q", code, out)
	}
}

func TestPolicyViaDispatcher(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"policy", "--json"}, strings.NewReader(""), &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !json.Valid(out.Bytes()) {
		t.Error("dispatcher output is not JSON")
	}
}
