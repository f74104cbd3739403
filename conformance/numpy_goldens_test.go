package conformance

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/kraitpy/krait/conformance/internal/golden"
	"github.com/kraitpy/krait/conformance/internal/oracle"
	"github.com/kraitpy/krait/internal/numpyoracle"
)

// TestNumpyGoldens is the live differential of the numpy and pandas
// programs: where a Python with numpy is installed (CI installs Debian's
// python3-numpy and python3-pandas), every numpy_*/pandas_* program's
// golden files must equal what that oracle prints now, so the goldens
// TestPrograms compares krait with cannot go stale. Without the oracle
// it skips (TestPrograms still runs on the goldens). The oracle's
// answers are cached by program content and oracle version.
func TestNumpyGoldens(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the numpy oracle differential runs a Python per program")
	}
	npy, err := oracle.FindNumpy(context.Background())
	if err != nil {
		t.Skip(err)
	}
	var rels []string
	for _, rel := range programPaths(t) {
		if oracle.UsesNumpy(rel) {
			rels = append(rels, rel)
		}
	}
	if len(rels) == 0 {
		t.Skip("no numpy programs match KRAIT_PROGRAMS_FILTER")
	}
	cacheDir := filepath.Join(oracle.CacheDir(), "numpy-programs")
	if err := os.MkdirAll(cacheDir, 0o755); err != nil {
		t.Fatal(err)
	}
	sem := make(chan struct{}, 2)
	var wg sync.WaitGroup
	var mu sync.Mutex
	stale := 0
	for _, rel := range rels {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			full := filepath.Join(programsDir, filepath.FromSlash(rel))
			src, err := os.ReadFile(full)
			if err != nil {
				t.Error(err)
				return
			}
			want, err := golden.ReadProgram(full, string(src))
			if err != nil {
				t.Errorf("%s: %v", rel, err)
				return
			}
			got, err := cachedNumpyRun(npy, cacheDir, rel, src)
			if err != nil {
				t.Errorf("%s: %v", rel, err)
				return
			}
			if got != want {
				mu.Lock()
				stale++
				mu.Unlock()
				t.Errorf("%s: golden files differ from the numpy oracle's output (run go run ./conformance/cmd/update -programs -filter %s)\n%s",
					rel, strings.TrimSuffix(rel, ".py"), firstLineDiff(want.Stdout+want.Stderr, got.Stdout+got.Stderr))
			}
		}()
	}
	wg.Wait()
	t.Logf("%d numpy/pandas programs checked against %s (%s), %d stale", len(rels), npy.Exe, npy.Version, stale)
}

// cachedNumpyRun runs one program under the numpy oracle, reusing an
// earlier answer for the same content and oracle.
func cachedNumpyRun(npy *oracle.Python, cacheDir, rel string, src []byte) (golden.Program, error) {
	h := sha256.Sum256([]byte(npy.Version + "\x00" + numpyoracle.EnvTag + "\x00" + rel + "\x00" + string(src)))
	path := filepath.Join(cacheDir, hex.EncodeToString(h[:16])+".json")
	var p golden.Program
	if raw, err := os.ReadFile(path); err == nil && json.Unmarshal(raw, &p) == nil {
		return p, nil
	}
	res, err := npy.RunProgram(context.Background(), programsDir, rel)
	if err != nil {
		return p, err
	}
	if p, err = golden.ProgramFromResult(string(src), programsDir, res); err != nil {
		return p, err
	}
	if raw, err := json.Marshal(p); err == nil {
		_ = os.WriteFile(path, raw, 0o644)
	}
	return p, nil
}
