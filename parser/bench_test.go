package parser

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// stdlibSources returns the .py files of python3's standard library, or
// skips the benchmark when python3 is not installed.
func stdlibSources(b *testing.B) [][]byte {
	out, err := exec.Command("python3", "-c", `import sysconfig; print(sysconfig.get_paths()["stdlib"])`).Output()
	if err != nil {
		b.Skip("python3 not available:", err)
	}
	root := strings.TrimSpace(string(out))
	var srcs [][]byte
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() && d.Name() == "site-packages" {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			if src, err := os.ReadFile(path); err == nil {
				srcs = append(srcs, src)
			}
		}
		return nil
	})
	if len(srcs) == 0 {
		b.Skip("no stdlib sources under", root)
	}
	return srcs
}

// BenchmarkParseStdlib parses every stdlib file once per iteration; the
// MB/s it reports compares with CPython's ast.parse over the same files
// (about 5 MB/s on the development machine).
func BenchmarkParseStdlib(b *testing.B) {
	srcs := stdlibSources(b)
	total := 0
	for _, s := range srcs {
		total += len(s)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range srcs {
			ParseFile("bench.py", s) // files CPython rejects fail here too
		}
	}
}
