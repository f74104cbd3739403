package oracle

import (
	"bufio"
	"compress/gzip"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

//go:embed dump_ast.py
var dumpASTScript string

// SourceFile is one Python file to be dumped: its path and its content
// (the content's hash is part of the cache key).
type SourceFile struct {
	Path string
	Src  []byte
}

// ASTDump is what CPython reports for one file: the two ast.dump texts,
// or the exception ast.parse raised ("SyntaxError: msg (file, line N)").
// Dumps read from the cache carry only their SHA-256 sums (DumpSum,
// DumpPosSum); Texts loads the texts themselves when they are needed.
type ASTDump struct {
	Path       string `json:"path"`
	SHA256     string `json:"sha256"`
	Error      string `json:"error,omitempty"`
	Dump       string `json:"dump,omitempty"`
	DumpPos    string `json:"dump_pos,omitempty"`
	DumpSum    string `json:"dump_sum,omitempty"`
	DumpPosSum string `json:"dump_pos_sum,omitempty"`

	full string // cache file with the texts, when they are not loaded
}

// Sum returns the SHA-256 of s in hex, as DumpSum and DumpPosSum hold it.
func Sum(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// Texts returns the two dumps, loading them from the cache if needed.
func (d *ASTDump) Texts() (dump, dumpPos string, err error) {
	if d.full != "" && d.Dump == "" && d.DumpPos == "" {
		f, err := readCached(d.full)
		if err != nil {
			return "", "", err
		}
		d.Dump, d.DumpPos = f.Dump, f.DumpPos
	}
	return d.Dump, d.DumpPos, nil
}

// ASTDumps calls fn once for every file with CPython's dumps of it, from
// `workers` goroutines at once. Dumps are read from the on-disk cache when
// present; all the others come from a single python3 process, and are
// stored in the cache as they arrive. fn runs concurrently with the
// python3 process, so comparisons overlap with CPython's work.
func (p *Python) ASTDumps(ctx context.Context, files []SourceFile, workers int, fn func(SourceFile, *ASTDump)) error {
	if workers < 1 {
		workers = 1
	}
	dir := filepath.Join(CacheDir(), "astdump", shortHash(p.Version))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("oracle: cache: %w", err)
	}
	type job struct {
		file  SourceFile
		dump  *ASTDump // nil: load the summary at cache
		cache string
	}
	jobs := make(chan job, workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				d := j.dump
				if d == nil {
					var err error
					if d, err = readSummary(j.cache); err != nil {
						d = &ASTDump{Path: j.file.Path, Error: "oracle cache: " + err.Error()}
					}
				}
				fn(j.file, d)
			}
		}()
	}
	defer wg.Wait()
	defer close(jobs)

	var missing []SourceFile
	missingKey := map[string]string{}
	for _, f := range files {
		sum := sha256.Sum256(f.Src)
		key := cacheKey(f.Path, hex.EncodeToString(sum[:]))
		path := filepath.Join(dir, key)
		if _, err := os.Stat(path + summaryExt); err == nil {
			jobs <- job{file: f, cache: path}
			continue
		}
		missing = append(missing, f)
		missingKey[f.Path] = path
	}
	if len(missing) == 0 {
		return nil
	}

	cmd := exec.CommandContext(ctx, p.Exe, "-I", "-c", dumpASTScript)
	cmd.Dir = os.TempDir()
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("oracle: starting python3: %w", err)
	}
	go func() {
		w := bufio.NewWriter(stdin)
		for _, f := range missing {
			w.WriteString(f.Path)
			w.WriteByte('\n')
		}
		w.Flush()
		stdin.Close()
	}()
	byPath := make(map[string]SourceFile, len(missing))
	for _, f := range missing {
		byPath[f.Path] = f
	}
	dec := json.NewDecoder(bufio.NewReaderSize(stdout, 1<<20))
	seen := 0
	for {
		d := new(ASTDump)
		if err := dec.Decode(d); err == io.EOF {
			break
		} else if err != nil {
			cmd.Process.Kill()
			cmd.Wait()
			return fmt.Errorf("oracle: reading python3 output: %w", err)
		}
		f, ok := byPath[d.Path]
		if !ok {
			continue
		}
		seen++
		d.DumpSum, d.DumpPosSum = Sum(d.Dump), Sum(d.DumpPos)
		sum := sha256.Sum256(f.Src)
		if d.SHA256 != "" && d.SHA256 != hex.EncodeToString(sum[:]) {
			d.Error = "oracle: file changed while being read"
		} else if d.SHA256 != "" {
			// Only results about the exact content are cached.
			if err := writeCached(missingKey[d.Path], d); err != nil {
				return err
			}
		}
		jobs <- job{file: f, dump: d}
	}
	if err := cmd.Wait(); err != nil {
		return fmt.Errorf("oracle: python3: %w", err)
	}
	if seen != len(missing) {
		return fmt.Errorf("oracle: python3 answered for %d of %d files", seen, len(missing))
	}
	return nil
}

func shortHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:8])
}

// cacheKey names the cache entry for one path with one content.
func cacheKey(path, contentHash string) string {
	sum := sha256.Sum256([]byte(path + "\x00" + contentHash))
	return hex.EncodeToString(sum[:16])
}

// A cache entry is two files: <key>.json.gz with the whole record, and
// <key>.sum.json with everything but the texts, which is all a run reads
// when krait's dumps match.
const (
	fullExt    = ".json.gz"
	summaryExt = ".sum.json"
)

// readSummary loads the summary of the entry at base.
func readSummary(base string) (*ASTDump, error) {
	data, err := os.ReadFile(base + summaryExt)
	if err != nil {
		return nil, err
	}
	d := new(ASTDump)
	if err := json.Unmarshal(data, d); err != nil {
		return nil, err
	}
	d.full = base + fullExt
	return d, nil
}

func readCached(path string) (*ASTDump, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(bufio.NewReaderSize(f, 1<<16))
	if err != nil {
		return nil, err
	}
	d := new(ASTDump)
	if err := json.NewDecoder(zr).Decode(d); err != nil {
		return nil, err
	}
	return d, nil
}

// writeCached stores the entry for d at base: the full record first, then
// the summary, each atomically, so a summary always has its texts.
func writeCached(base string, d *ASTDump) error {
	if err := writeAtomic(base+fullExt, d, true); err != nil {
		return err
	}
	summary := *d
	summary.Dump, summary.DumpPos = "", ""
	return writeAtomic(base+summaryExt, &summary, false)
}

// writeAtomic writes d as JSON (gzipped if zip) to a temporary file and
// renames it into place, so concurrent test processes never see
// half-written entries.
func writeAtomic(path string, d *ASTDump, zip bool) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return fmt.Errorf("oracle: cache: %w", err)
	}
	if zip {
		zw, _ := gzip.NewWriterLevel(tmp, gzip.BestSpeed)
		err = json.NewEncoder(zw).Encode(d)
		if cerr := zw.Close(); err == nil {
			err = cerr
		}
	} else {
		err = json.NewEncoder(tmp).Encode(d)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("oracle: cache: %w", err)
	}
	return nil
}

// IsUnparsable reports whether CPython itself rejected the file.
func (d *ASTDump) IsUnparsable() bool {
	return d.Error != "" && !strings.HasPrefix(d.Error, "oracle")
}
