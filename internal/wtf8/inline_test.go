package wtf8

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDecodeRuneInlines: DecodeRune is called once per character in str's
// hot loops (iteration, indexing, split, hashing); its ASCII case is only
// cheap when the compiler inlines it there. The compiler's own report
// (-gcflags=-m) must say it can; a change that pushes its cost over the
// budget fails here rather than as a slower benchmark.
func TestDecodeRuneInlines(t *testing.T) {
	out, err := exec.Command("go", "build", "-gcflags=-m", "-o", "/dev/null", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go build -gcflags=-m: %v\n%s", err, out)
	}
	if !strings.Contains(string(out)+"\n", "can inline DecodeRune\n") {
		t.Fatalf("the compiler does not inline wtf8.DecodeRune:\n%s", out)
	}
}
