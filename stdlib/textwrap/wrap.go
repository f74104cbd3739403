package textwrap

import (
	"strings"
	"unicode"

	"github.com/kraitpy/krait/internal/wtf8"
	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/re"
)

// CPython's patterns (Lib/textwrap.py), matched with krait's Python
// regular-expression engine so that text splits into exactly the same
// chunks.
const (
	wordsepPattern       = "\n        ( # any whitespace\n          [\\\t\\\n\\\x0b\\\x0c\\\r\\ ]+\n        | # em-dash between words\n          (?<=[\\w!\"\\'&.,?]) -{2,} (?=\\w)\n        | # word, possibly hyphenated\n          [^\\\t\\\n\\\x0b\\\x0c\\\r\\ ]+? (?:\n            # hyphenated word\n              -(?: (?<=[^\\d\\W]{2}-) | (?<=[^\\d\\W]-[^\\d\\W]-))\n              (?= [^\\d\\W] -? [^\\d\\W])\n            | # end of word\n              (?=[\\\t\\\n\\\x0b\\\x0c\\\r\\ ]|\\Z)\n            | # em-dash\n              (?<=[\\w!\"\\'&.,?]) (?=-{2,}\\w)\n            )\n        )"
	wordsepSimplePattern = "([\\\t\\\n\\\x0b\\\x0c\\\r\\ ]+)"
	sentenceEndPattern   = "[a-z][\\.\\!\\?][\\\"\\']?\\Z"
	whitespaceOnly       = "^[ \t]+$"
	leadingWhitespace    = "(^[ \t]*)(?:[^ \t\n])"
)

// patterns are the compiled patterns of one interpreter's textwrap.
type patterns struct {
	wordsep, wordsepSimple, sentenceEnd, whitespaceOnly, leading *re.Pattern
}

// compilePatterns compiles the patterns.
func compilePatterns() (*patterns, error) {
	var p patterns
	var err error
	for _, c := range []struct {
		dst   **re.Pattern
		src   string
		flags int
	}{
		{&p.wordsep, wordsepPattern, re.FlagVerbose},
		{&p.wordsepSimple, wordsepSimplePattern, 0},
		{&p.sentenceEnd, sentenceEndPattern, 0},
		{&p.whitespaceOnly, whitespaceOnly, re.FlagMultiline},
		{&p.leading, leadingWhitespace, re.FlagMultiline},
	} {
		if *c.dst, err = re.Compile(c.src, c.flags); err != nil {
			return nil, err
		}
	}
	return &p, nil
}

// options are a TextWrapper's settings.
type options struct {
	width              int
	initialIndent      string
	subsequentIndent   string
	expandTabs         bool
	replaceWhitespace  bool
	fixSentenceEndings bool
	breakLongWords     bool
	dropWhitespace     bool
	breakOnHyphens     bool
	tabsize            int
	maxLines           int // < 0: None
	placeholder        string
}

// length is len() of a str: its number of code points.
func length(s string) int { return wtf8.RuneCount(s) }

// isSpace is str.isspace for one character.
func isSpace(r rune) bool { return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f) }

// blank reports whether s.strip() == ”.
func blank(s string) bool {
	for _, r := range s {
		if !isSpace(r) {
			return false
		}
	}
	return true
}

// rstrip is str.rstrip().
func rstrip(s string) string { return strings.TrimRightFunc(s, isSpace) }

// lstrip is str.lstrip().
func lstrip(s string) string { return strings.TrimLeftFunc(s, isSpace) }

// wrapper wraps text with given options.
type wrapper struct {
	t   *py.Thread
	p   *patterns
	opt options
}

// munge expands tabs and turns each whitespace character into a space.
func (w *wrapper) munge(text string) (string, error) {
	if w.opt.expandTabs {
		v, err := py.CallMethod(w.t, py.NewStr(text), "expandtabs", []py.Value{py.NewInt(int64(w.opt.tabsize))}, nil)
		if err != nil {
			return "", err
		}
		text = v.(*py.Str).String()
	}
	if w.opt.replaceWhitespace {
		// The five characters are ASCII: their bytes never occur inside
		// another character's (a lone surrogate's included), so the text
		// is mapped byte by byte, into a copy charged first.
		const ws = "\t\n\x0b\x0c\r"
		if strings.ContainsAny(text, ws) {
			if err := w.t.Alloc(int64(len(text))); err != nil {
				return "", err
			}
			var b strings.Builder
			b.Grow(len(text)) //krait:alloc-ok the text's size, charged just above
			for i := 0; i < len(text); i++ {
				c := text[i]
				if strings.IndexByte(ws, c) >= 0 {
					c = ' '
				}
				b.WriteByte(c)
			}
			text = b.String()
		}
	}
	return text, nil
}

// split cuts text into chunks: words, whitespace runs and hyphenated
// parts, as TextWrapper._split does (re.split with the pattern's group,
// empty pieces dropped). The text's code points (4 bytes each) and the
// chunks' copy of its text are charged before they are made, and the
// chunk list as it grows: splitting 'a ' * 10**8 made 10**8 chunks, 1.6
// GB of string headers and as much again of the span list it was cut
// from, before anything was charged.
func (w *wrapper) split(text string) ([]string, error) {
	pat := w.p.wordsepSimple
	if w.opt.breakOnHyphens {
		pat = w.p.wordsep
	}
	// wtf8.Runes makes room for one code point a byte (4 bytes each);
	// the chunks copy the text once.
	if err := w.t.Alloc(5 * int64(len(text))); err != nil {
		return nil, err
	}
	input := wtf8.Runes(text)
	var chunks []string
	var err error
	add := func(start, end int) {
		if err == nil && start >= 0 && end > start {
			chunks, err = py.AppendCharged(w.t, chunks, wtf8.FromRunes(input[start:end]), py.PieceSize)
		}
	}
	last := 0
	var scratch re.Match
	it := pat.Finditer(input, 0, len(input), re.ShortLookLimits(w.t))
	for err == nil {
		m, merr := it.NextInto(&scratch)
		if merr != nil {
			return nil, re.LimitError(w.t, merr)
		}
		if m == nil {
			break
		}
		s, e := m.Span(0)
		add(last, s)
		for g := 1; g <= pat.Groups(); g++ {
			add(m.Span(g))
		}
		last = e
	}
	add(last, len(input))
	if err != nil {
		return nil, err
	}
	return chunks, nil
}

// fixSentenceEndings puts two spaces after sentence ends.
func (w *wrapper) fixSentenceEndings(chunks []string) error {
	for i := 0; i < len(chunks)-1; {
		if chunks[i+1] == " " {
			in := wtf8.Runes(chunks[i])
			m, err := w.p.sentenceEnd.Search(in, 0, len(in), re.ShortLookLimits(w.t))
			if err != nil {
				return re.LimitError(w.t, err)
			}
			if m != nil {
				chunks[i+1] = "  "
				i += 2
				continue
			}
		}
		i++
	}
	return nil
}

// handleLongWord breaks the chunk on top of the reversed stack to fit.
// Each break copies the rest of the chunk (as CPython's slicing does), so
// a long word broken into short pieces is quadratic: charged per copy.
func (w *wrapper) handleLongWord(chunks *[]string, line *[]string, curLen, width int) error {
	if err := w.t.ChargeChars(len((*chunks)[len(*chunks)-1])); err != nil {
		return err
	}
	spaceLeft := width - curLen
	if width < 1 {
		spaceLeft = 1
	}
	rev := *chunks
	if w.opt.breakLongWords {
		chunk := wtf8.Runes(rev[len(rev)-1])
		end := spaceLeft
		if w.opt.breakOnHyphens && len(chunk) > spaceLeft {
			hyphen := -1
			for i := min(spaceLeft, len(chunk)) - 1; i >= 0; i-- {
				if chunk[i] == '-' {
					hyphen = i
					break
				}
			}
			if hyphen > 0 {
				for _, c := range chunk[:hyphen] {
					if c != '-' {
						end = hyphen + 1
						break
					}
				}
			}
		}
		if end > len(chunk) {
			end = len(chunk)
		}
		*line = append(*line, wtf8.FromRunes(chunk[:end]))
		rev[len(rev)-1] = wtf8.FromRunes(chunk[end:])
	} else if len(*line) == 0 {
		*line = append(*line, rev[len(rev)-1])
		*chunks = rev[:len(rev)-1]
	}
	return nil
}

// joinLine makes one output line, indent and parts, charged to the
// memory budget first: the indent is copied into every line, and
// wrap(width=10**6, initial_indent='x' * 10**6) over 10**5 words (one
// character a line) grew a run to 1.7 GB under a 256 MiB budget.
func (w *wrapper) joinLine(indent string, parts []string) (string, error) {
	n := len(indent)
	for _, p := range parts {
		n += len(p)
	}
	if err := w.t.Alloc(int64(n)); err != nil {
		return "", err
	}
	return indent + strings.Join(parts, ""), nil
}

// wrapChunks assembles chunks into lines (TextWrapper._wrap_chunks).
func (w *wrapper) wrapChunks(chunks []string) ([]string, error) {
	o := &w.opt
	if o.width <= 0 {
		return nil, py.NewValueError("invalid width %d (must be > 0)", o.width)
	}
	if o.maxLines >= 0 {
		indent := o.initialIndent
		if o.maxLines > 1 {
			indent = o.subsequentIndent
		}
		if length(indent)+length(lstrip(o.placeholder)) > o.width {
			return nil, py.NewValueError("placeholder too large for max width")
		}
	}
	// Reverse so the next chunk is at the end.
	for i, j := 0, len(chunks)-1; i < j; i, j = i+1, j-1 {
		chunks[i], chunks[j] = chunks[j], chunks[i]
	}
	var lines []string
	for len(chunks) > 0 {
		if err := w.t.Tick(); err != nil {
			return nil, err
		}
		var line []string
		curLen := 0
		indent := o.initialIndent
		if len(lines) > 0 {
			indent = o.subsequentIndent
		}
		width := o.width - length(indent)
		if o.dropWhitespace && blank(chunks[len(chunks)-1]) && len(lines) > 0 {
			chunks = chunks[:len(chunks)-1]
		}
		for len(chunks) > 0 {
			l := length(chunks[len(chunks)-1])
			if curLen+l > width {
				break
			}
			var err error
			if line, err = py.AppendCharged(w.t, line, chunks[len(chunks)-1], py.PieceSize); err != nil {
				return nil, err
			}
			chunks = chunks[:len(chunks)-1]
			curLen += l
		}
		if len(chunks) > 0 && length(chunks[len(chunks)-1]) > width {
			if err := w.handleLongWord(&chunks, &line, curLen, width); err != nil {
				return nil, err
			}
			curLen = 0
			for _, c := range line {
				curLen += length(c)
			}
		}
		if o.dropWhitespace && len(line) > 0 && blank(line[len(line)-1]) {
			curLen -= length(line[len(line)-1])
			line = line[:len(line)-1]
		}
		if len(line) == 0 {
			continue
		}
		lastFits := len(chunks) == 0 || o.dropWhitespace && len(chunks) == 1 && blank(chunks[0])
		if o.maxLines < 0 || len(lines)+1 < o.maxLines || lastFits && curLen <= width {
			s, err := w.joinLine(indent, line)
			if err != nil {
				return nil, err
			}
			if lines, err = py.AppendCharged(w.t, lines, s, py.PieceSize); err != nil {
				return nil, err
			}
			continue
		}
		placed := false
		for len(line) > 0 {
			last := line[len(line)-1]
			if !blank(last) && curLen+length(o.placeholder) <= width {
				line = append(line, o.placeholder)
				s, err := w.joinLine(indent, line)
				if err != nil {
					return nil, err
				}
				lines = append(lines, s)
				placed = true
				break
			}
			curLen -= length(last)
			line = line[:len(line)-1]
		}
		if !placed {
			if len(lines) > 0 {
				prev := rstrip(lines[len(lines)-1])
				if length(prev)+length(o.placeholder) <= o.width {
					lines[len(lines)-1] = prev + o.placeholder
					break
				}
			}
			lines = append(lines, indent+lstrip(o.placeholder))
		}
		break
	}
	return lines, nil
}

// wrap is TextWrapper.wrap(text).
func (w *wrapper) wrap(text string) ([]string, error) {
	if err := w.t.Charge(int64(len(text))); err != nil {
		return nil, err
	}
	text, err := w.munge(text)
	if err != nil {
		return nil, err
	}
	chunks, err := w.split(text)
	if err != nil {
		return nil, err
	}
	if w.opt.fixSentenceEndings {
		if err := w.fixSentenceEndings(chunks); err != nil {
			return nil, err
		}
	}
	return w.wrapChunks(chunks)
}
