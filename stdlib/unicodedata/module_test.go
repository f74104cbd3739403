package unicodedata

import (
	"bufio"
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestNamesMatchPython compares Name for every code point with
// python3's unicodedata.name (CPython 3.11), when python3 is present.
func TestNamesMatchPython(t *testing.T) {
	if testing.Short() {
		t.Skip("full Unicode name comparison skipped in -short mode")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not available")
	}
	script := "import sys, unicodedata as u\nw = sys.stdout.write\n" +
		"[w('%X;%s\\n' % (c, u.name(chr(c), ''))) for c in range(0x110000)]\n" +
		"print(u.unidata_version, file=sys.stderr)\n"
	cmd := exec.Command(py, "-c", script)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	if v := strings.TrimSpace(stderr.String()); v != unidataVersion {
		t.Skipf("python3 has unicodedata %s, krait targets %s", v, unidataVersion)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	bad := 0
	for sc.Scan() {
		hex, want, _ := strings.Cut(sc.Text(), ";")
		cp, _ := strconv.ParseInt(hex, 16, 32)
		if got := Name(rune(cp)); got != want {
			bad++
			if bad <= 10 {
				t.Errorf("Name(U+%s) = %q, python3 says %q", hex, got, want)
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d names differ", bad)
	}
}
