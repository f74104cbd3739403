package cliflag

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/kraitpy/krait/policy"
)

func TestParse(t *testing.T) {
	fs := NewFlagSet("run")
	var imports Imports
	fs.Var(&imports, "allow-import", "")
	asJSON := fs.Bool("json", false, "")
	lim := policy.DefaultLimits()
	var maxOut int64 = 7
	Limits(fs, &lim, &maxOut)
	rest, err := Parse(fs, []string{"x.py", "--json", "-allow-import", "a,b", "--allow-import=c", "-", "--max-while", "0", "--timeout", "1.5", "--max-memory=2MiB", "--max-output", "9", "--", "--json"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(rest, []string{"x.py", "-", "--json"}) || !*asJSON || !slices.Equal(imports, Imports{"a", "b", "c"}) {
		t.Errorf("rest %q, json %v, imports %q", rest, *asJSON, imports)
	}
	if lim.MaxWhileIterations != 0 || lim.MaxDuration != 1500*time.Millisecond || lim.MaxMemoryBytes != 2<<20 || maxOut != 9 {
		t.Errorf("limits %+v, max output %d", lim, maxOut)
	}
	for _, help := range []string{"-h", "--help", "-help"} {
		if _, err := Parse(fs, []string{help}); !errors.Is(err, ErrHelp) {
			t.Errorf("%s: %v", help, err)
		}
	}
	for args, want := range map[string]string{
		"--nope":        "unknown flag --nope (see 'krait run --help')",
		"--":            "",
		"--max-ops=1e3": `--max-ops: "1e3" is not a whole number`,
		"--max-ops":     "flag --max-ops needs a value",
		"--json=2":      `--json: invalid value "2"`,
	} {
		_, err := Parse(fs, []string{args})
		if (err == nil && want != "") || (err != nil && err.Error() != want) {
			t.Errorf("%s: error %v, want %q", args, err, want)
		}
	}
}
