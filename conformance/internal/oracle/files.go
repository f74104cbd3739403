package oracle

import (
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
)

// PyFiles returns the .py files under the given roots, sorted and without
// duplicates. Inside a root, directories named site-packages or
// dist-packages are not entered (list them as roots of their own), nor
// are __pycache__ directories; symbolic links are not followed.
func PyFiles(roots ...string) ([]string, error) {
	seen := map[string]bool{}
	var out []string
	for _, root := range roots {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				if path == root {
					return err
				}
				return nil // unreadable subdirectory: not part of the corpus
			}
			if d.IsDir() {
				if path != root {
					switch d.Name() {
					case "site-packages", "dist-packages", "__pycache__":
						return filepath.SkipDir
					}
				}
				return nil
			}
			if d.Type().IsRegular() && strings.HasSuffix(path, ".py") && !seen[path] {
				seen[path] = true
				out = append(out, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(out)
	return out, nil
}
