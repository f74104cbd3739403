// Package chunks splits a test file into independent cases separated by
// lines consisting of exactly "---" (the chunked-file convention), so many
// small programs can live in one file.
package chunks

import "strings"

// Separator is the line that separates two cases.
const Separator = "---"

// Chunk is one case of a chunked file.
type Chunk struct {
	// Src is the case's text: its lines, each ending in "\n".
	Src string
	// Line is the 1-based line of the file where the case starts.
	Line int
}

// Split returns the cases of a chunked file. A "\r\n" line ending counts
// as part of the line's text, so cases may test carriage returns.
func Split(file string) []Chunk {
	var out []Chunk
	var cur strings.Builder
	start := 1
	lines := strings.SplitAfter(file, "\n")
	if n := len(lines); n > 0 && lines[n-1] == "" {
		lines = lines[:n-1]
	}
	for i, line := range lines {
		if strings.TrimSuffix(line, "\n") == Separator {
			out = append(out, Chunk{Src: cur.String(), Line: start})
			cur.Reset()
			start = i + 2
			continue
		}
		cur.WriteString(line)
		if !strings.HasSuffix(line, "\n") {
			cur.WriteByte('\n')
		}
	}
	out = append(out, Chunk{Src: cur.String(), Line: start})
	return out
}
