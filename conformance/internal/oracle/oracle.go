// Package oracle runs CPython (python3), the reference implementation that
// krait is measured against, and caches what it reports so that repeated
// test runs do not pay for it again.
package oracle

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/kraitpy/krait/internal/numpyoracle"
)

// ErrNoPython is returned by Find when no python3 executable is on PATH.
var ErrNoPython = errors.New("oracle: python3 not found on PATH")

// Python describes the CPython installation used as the oracle.
type Python struct {
	// Exe is the absolute path of the python3 executable.
	Exe string
	// Version is sys.version of that interpreter; cache keys include it.
	Version string
	// Stdlib is sysconfig.get_paths()["stdlib"].
	Stdlib string
	// SitePackages lists the purelib/platlib directories and every other
	// existing directory on sys.path outside the standard library.
	SitePackages []string
}

const probeScript = `
import json, os, sys, sysconfig
paths = sysconfig.get_paths()
stdlib = os.path.realpath(paths["stdlib"])
site = []
for p in [paths["purelib"], paths["platlib"]] + sys.path:
    if not p or not os.path.isdir(p):
        continue
    p = os.path.realpath(p)
    if p == stdlib or p == os.path.realpath(os.getcwd()) or p in site:
        continue
    site.append(p)
print(json.dumps({"version": sys.version, "stdlib": stdlib, "site": site}))
`

// Find locates python3 and asks it for its version and library paths.
// It returns ErrNoPython (wrapped) when python3 is absent.
func Find(ctx context.Context) (*Python, error) {
	exe, err := exec.LookPath("python3")
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoPython, err)
	}
	cmd := exec.CommandContext(ctx, exe, "-I", "-c", probeScript)
	cmd.Dir = os.TempDir()
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("oracle: probing %s: %w", exe, err)
	}
	var info struct {
		Version string   `json:"version"`
		Stdlib  string   `json:"stdlib"`
		Site    []string `json:"site"`
	}
	if err := json.Unmarshal(out, &info); err != nil {
		return nil, fmt.Errorf("oracle: probing %s: %w", exe, err)
	}
	return &Python{Exe: exe, Version: info.Version, Stdlib: info.Stdlib, SitePackages: info.Site}, nil
}

// CacheDir returns the directory where oracle results are cached:
// $KRAIT_CACHE_DIR if set, else <user cache dir>/krait, else a directory
// under the system temporary directory.
func CacheDir() string {
	if d := os.Getenv("KRAIT_CACHE_DIR"); d != "" {
		return d
	}
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "krait")
	}
	return filepath.Join(os.TempDir(), "krait-cache")
}

// ErrNoNumpy is returned by FindNumpy when no Python with numpy exists.
var ErrNoNumpy = errors.New("oracle: no python3 with numpy (the numpy oracle is Debian's /usr/bin/python3 with python3-numpy; set " + numpyoracle.EnvVar + ")")

// FindNumpy locates the numpy oracle (see internal/numpyoracle): the
// Python the numpy_* and pandas_* programs are checked against.
func FindNumpy(ctx context.Context) (*Python, error) {
	exe := numpyoracle.Find()
	if exe == "" {
		return nil, ErrNoNumpy
	}
	cmd := exec.CommandContext(ctx, exe, "-I", "-c", "import sys, numpy; print(sys.version, '/ numpy', numpy.__version__)")
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("oracle: probing %s: %w", exe, err)
	}
	return &Python{Exe: exe, Version: strings.TrimSpace(string(out))}, nil
}

// UsesNumpy reports whether a program "<area>/<case>.py" is checked
// against the numpy oracle rather than python3.
func UsesNumpy(rel string) bool {
	area, _, _ := strings.Cut(rel, "/")
	return numpyoracle.IsNumpyModule(area)
}
