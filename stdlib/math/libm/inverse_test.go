package libm

import (
	"bufio"
	"bytes"
	"os/exec"
	"strconv"
	"strings"
	"testing"
)

// TestAsinAtan2MatchPython compares Asin and Atan2 with python3's
// math.asin and math.atan2 (glibc) on 4001 arguments each, when python3
// exists. glibc's asin is not correctly rounded in a few cases (about 2
// in 1000 here, where Asin gives the correctly rounded result).
func TestAsinAtan2MatchPython(t *testing.T) {
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not available")
	}
	script := "import math\nfor i in range(-2000, 2001):\n    x = i / 2001.7\n    y = i * 0.00731 - 0.25\n    print(math.asin(x).hex(), math.atan2(y, x).hex())\n"
	out, err := exec.Command(py, "-c", script).Output()
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	i, badAsin, badAtan2 := -2000, 0, 0
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		x := float64(i) / 2001.7
		y := float64(i)*0.00731 - 0.25
		i++
		wa, _ := strconv.ParseFloat(f[0], 64)
		wt, _ := strconv.ParseFloat(f[1], 64)
		if Asin(x) != wa {
			badAsin++
		}
		if Atan2(y, x) != wt {
			badAtan2++
			t.Logf("atan2(%v, %v) = %v, glibc %v", y, x, Atan2(y, x), wt)
		}
	}
	if badAsin > 12 || badAtan2 > 4 {
		t.Errorf("asin differs in %d and atan2 in %d of 4001 cases", badAsin, badAtan2)
	}
}
