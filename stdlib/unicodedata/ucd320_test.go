package unicodedata

import (
	"bufio"
	"bytes"
	"os/exec"
	"strings"
	"testing"

	"github.com/kraitpy/krait/py"
)

// TestUCD320MatchesPython compares every method of ucd_3_2_0 with
// python3's (CPython 3.11) on every third code point, when python3 is
// present.
func TestUCD320MatchesPython(t *testing.T) {
	if testing.Short() {
		t.Skip("Unicode 3.2.0 comparison skipped in -short mode")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not available")
	}
	funcs := []string{"category", "bidirectional", "east_asian_width", "mirrored", "combining", "decomposition", "decimal", "digit", "numeric", "name"}
	script := "import sys, unicodedata as u\no = u.ucd_3_2_0\nw = sys.stdout.write\n" +
		"fs = ['" + strings.Join(funcs, "', '") + "']\n" +
		"def a(f, ch):\n  try:\n    return repr(getattr(o, f)(ch))\n  except ValueError:\n    return 'ValueError'\n" +
		"for c in range(0, 0x110000, 3):\n  w(';'.join(a(f, chr(c)) for f in fs) + '\\n')\n"
	cmd := exec.Command(python, "-c", script)
	cmd.Stderr = new(bytes.Buffer)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v %s", err, cmd.Stderr)
	}
	th := py.NewThread(nil, py.Limits{}, nil)
	modV, err := Load(th)
	if err != nil {
		t.Fatal(err)
	}
	ucd := modV.(*py.Module).Dict.GetStr("ucd_3_2_0")
	sc := bufio.NewScanner(bytes.NewReader(out))
	bad := 0
	for c := 0; sc.Scan(); c += 3 {
		ch := string(rune(c))
		if c >= 0xd800 && c < 0xe000 {
			// A lone surrogate, in krait's generalized UTF-8 form.
			ch = string([]byte{0xed, byte(0x80 | (c>>6)&0x3f), byte(0x80 | c&0x3f)})
		}
		var got []string
		for _, f := range funcs {
			v, err := py.CallMethodByName(th, ucd, f, []py.Value{py.NewStr(ch)}, nil)
			if err != nil {
				got = append(got, "ValueError")
				continue
			}
			r, _ := py.Repr(th, v)
			got = append(got, r)
		}
		if g := strings.Join(got, ";"); g != sc.Text() && bad < 10 {
			bad++
			t.Errorf("U+%04X: got %s, python3 %s", c, g, sc.Text())
		}
	}
}
