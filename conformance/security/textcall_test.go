package security_test

// The text-result matrix (issue 14): every str, bytes and bytearray
// method, and every builtin and stdlib function that makes text, is
// called on inputs of 10**8 characters (or bytes) under the default
// memory budget, and the peak RSS of the process must stay within the
// budget plus a stated slack. A call may succeed or end in a Python
// exception or a limit error; what it may not do is build its result
// before charging it: repr('\x00' * 10**8) built 400 MB of escapes (1.2 GB
// with its doubling buffer) before its charge refused it.
//
// The methods come from the single-call inventory (every public method
// of the three types): a method without a row here fails
// TestTextCallInventory. Each family (the methods of one type, the
// functions of one module) runs in a child process of its own, whose
// peak RSS is measured; KRAIT_TEXTCALL_EACH=1 runs each call in its own
// child to find the one over the limit, KRAIT_TEXTCALL_ROWS=regexp
// narrows the rows.

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

const (
	// textCallChildEnv tells a single-call child to run text rows, at
	// the scale it names ("full" or "quarter").
	textCallChildEnv = "KRAIT_TEXTCALL_CHILD"
	// textCallTimeLimit is each call's time limit, and textCallOps its
	// operation budget (100x the default: the memory, not the operation
	// budget, is what this matrix checks).
	textCallTimeLimit = 5 * time.Second
	textCallOps       = 1e9
	// textCallHang ends a child whose call outlives its time limit.
	textCallHang = 40 * time.Second
)

// textCallScale is the size of the inputs and the memory budget of a run
// of the matrix, and the bound of a child's peak RSS: the budget (the
// input included) plus a slack for the Go runtime, the test binary
// (~40 MiB) and garbage the collector has not returned yet. The child
// sets a soft Go memory limit 64 MiB below it.
type textCallScale struct {
	name     string
	n        string // N, the size of the inputs
	budget   int64  // the memory budget
	rssLimit int64
}

var (
	// textCallFull is the matrix as issue 14 states it: inputs of 10**8
	// characters under the default budget (256 MiB), 128 MiB of slack
	// (`make textcall`, KRAIT_TEXTCALL_FULL=1).
	textCallFull = &textCallScale{"full", "10 ** 8", 256 << 20, 256<<20 + 128<<20}
	// textCallQuarter is the same at a quarter of the size, for `make
	// test` (a quarter of the time): 25*10**6 characters, 64 MiB, 96 MiB
	// of slack.
	textCallQuarter = &textCallScale{"quarter", "25 * 10 ** 6", 64 << 20, 64<<20 + 96<<20}
)

// textCallScaleOf returns the scale a child runs at, nil when the child
// is not the text matrix's.
func textCallScaleOf(name string) *textCallScale {
	switch name {
	case textCallFull.name:
		return textCallFull
	case textCallQuarter.name:
		return textCallQuarter
	}
	return nil
}

// textInputs are the inputs of the rows, by letter: each makes a text of
// 10**8 bytes (N) whose characters the functions expand the most.
var textInputs = map[string]string{
	"a": `'a' * N`,
	"z": `'\x00' * N`,                // repr/ascii/json: 4-6 bytes a byte
	"q": `"'" * N`,                   // shlex.quote: 5 bytes a byte
	"h": `'<&' * (N // 2)`,           // html.escape: 4-5 bytes a byte
	"w": `'\U0001f600' * (N // 4)`,   // 4-byte characters: ascii() 2.5x, utf-32
	"u": `'\u0390' * (N // 2)`,       // upper() makes 3 characters of one
	"t": `'\t' * N`,                  // expandtabs
	"l": `'a\n' * (N // 2)`,          // lines: splitlines, textwrap, indent
	"s": `'a ' * (N // 2)`,           // words: split, textwrap
	"f": `'\ufdfa' * (N // 3)`,       // NFKD: 18 characters of one
	"e": `'\xe9' * (N // 2)`,         // latin-1 in UTF-8: 2 bytes a character
	"x": `'00' * (N // 2)`,           // hex digits: fromhex
	"d": `'.' * N`,                   // re.escape
	"n": `'\n' * N`,                  // one line each: splitlines
	"A": `b'a' * N`,                  // bytes inputs: as above
	"Z": `b'\x00' * N`,               //
	"T": `b'\t' * N`,                 //
	"L": `b'a\n' * (N // 2)`,         //
	"S": `b'a ' * (N // 2)`,          //
	"X": `b'00' * (N // 2)`,          //
	"N": `b'\n' * N`,                 //
	"E": `b'\xe9' * N`,               // not UTF-8: decode with replacement
	"B": `bytearray(b'a') * N`,       // bytearray inputs
	"Y": `bytearray(b'\x00') * N`,    //
	"U": `bytearray(b'\t') * N`,      //
	"K": `bytearray(b'a ') * (N//2)`, //
}

// textMethodRows are the rows of the methods of str, bytes and bytearray,
// "input:expression" with X the input and N 10**8: each method with its
// worst inputs and arguments for the size of its result. A key "*.m"
// gives the rows of m for the three types, with the input letters
// mapped (a lower-case str letter to bytes' upper-case one, then to
// bytearray's).
var textMethodRows = map[string][]string{
	"*.capitalize":   {"u:X.capitalize()"},
	"*.casefold":     {"u:X.casefold()"},
	"*.center":       {"a:X.center(3 * N // 2)", "a:X.center(3 * N)"},
	"*.count":        {"a:X.count(X[:1])"},
	"*.endswith":     {"a:X.endswith(X)"},
	"*.expandtabs":   {"t:X.expandtabs(8)", "t:X.expandtabs(2)"},
	"*.find":         {"a:X.find(X[1:] + X[:1])"},
	"*.format":       {"a:'{0}{0}{0}'.format(X)", "a:'{0:>{1}}'.format(X, 3 * N // 2)", "z:'{0!r}'.format(X)"},
	"*.format_map":   {"a:'{x}{x}{x}'.format_map({'x': X})"},
	"*.index":        {"a:X.index(X)"},
	"*.isalnum":      {"a:X.isalnum()"},
	"*.isalpha":      {"a:X.isalpha()"},
	"*.isascii":      {"a:X.isascii()"},
	"*.isdecimal":    {"a:X.isdecimal()"},
	"*.isdigit":      {"a:X.isdigit()"},
	"*.isidentifier": {"a:X.isidentifier()"},
	"*.islower":      {"a:X.islower()"},
	"*.isnumeric":    {"a:X.isnumeric()"},
	"*.isprintable":  {"z:X.isprintable()"},
	"*.isspace":      {"t:X.isspace()"},
	"*.istitle":      {"a:X.istitle()"},
	"*.isupper":      {"a:X.isupper()"},
	"*.join":         {"a:X[:8].join(X)", "a:X.join([X, X])", "a:X[:1].join([X[:N // 2]] * 4)"},
	"*.ljust":        {"a:X.ljust(3 * N // 2)", "a:X.ljust(3 * N)"},
	"*.lower":        {"a:X.upper().lower()"},
	"*.lstrip":       {"t:X.lstrip(X[:0])"},
	"*.partition":    {"a:X.partition(X[:1])"},
	"*.removeprefix": {"a:X.removeprefix(X[:1])"},
	"*.removesuffix": {"a:X.removesuffix(X[:1])"},
	"*.replace":      {"a:X.replace(X[:1], X[:4] * 4)", "a:X.replace(X[:1], X[:2])", "a:X.replace(X[:0], X[:1])"},
	"*.rfind":        {"a:X.rfind(X[:1] + X)"},
	"*.rindex":       {"a:X.rindex(X)"},
	"*.rjust":        {"a:X.rjust(3 * N // 2)", "a:X.rjust(3 * N)"},
	"*.rpartition":   {"a:X.rpartition(X[:1])"},
	"*.rsplit":       {"a:X.rsplit(X[:1])", "s:X.rsplit()"},
	"*.rstrip":       {"t:X.rstrip(X[:0])"},
	"*.split":        {"a:X.split(X[:1])", "s:X.split()", "a:X.split(X[:1], N // 2)"},
	"*.splitlines":   {"n:X.splitlines()", "l:X.splitlines(True)"},
	"*.startswith":   {"a:X.startswith(X)"},
	"*.strip":        {"t:X.strip(X[:0])"},
	"*.swapcase":     {"u:X.swapcase()"},
	"*.title":        {"u:X.title()"},
	"*.upper":        {"u:X.upper()", "a:X.upper()"},
	"*.zfill":        {"a:X.zfill(3 * N // 2)", "a:X.zfill(3 * N)"},
	// bytes and bytearray only.
	"bytes.translate":      {"A:X.translate(bytes.maketrans(b'a', b'b'))", "A:X.translate(None, b'b')"},
	"bytearray.translate":  {"B:X.translate(bytes.maketrans(b'a', b'b'))"},
	"bytes.hex":            {"A:X.hex()", "A:X.hex(':')", "A:X.hex('-', 1)"},
	"bytearray.hex":        {"B:X.hex()", "B:X.hex(':')"},
	"bytes.fromhex":        {"x:bytes.fromhex(X)", "x:bytes.fromhex(' '.join([X[:N // 4]] * 2))"},
	"bytearray.fromhex":    {"x:bytearray.fromhex(X)"},
	"bytes.maketrans":      {"A:bytes.maketrans(X[:128], X[:128])"},
	"bytearray.maketrans":  {"B:bytearray.maketrans(X[:128], X[:128])"},
	"bytes.join":           {"A:X[:8].join([X[:N // 2]] * 3)", "A:X.join([X, X])"},
	"bytearray.join":       {"B:X[:8].join([X[:N // 2]] * 3)"},
	"bytes.lower":          {"A:X.upper().lower()"},
	"bytes.upper":          {"A:X.upper()"},
	"bytes.title":          {"A:X.title()"},
	"bytes.swapcase":       {"A:X.swapcase()"},
	"bytes.capitalize":     {"A:X.capitalize()"},
	"bytearray.lower":      {"B:X.upper().lower()"},
	"bytearray.upper":      {"B:X.upper()"},
	"bytearray.title":      {"B:X.title()"},
	"bytearray.swapcase":   {"B:X.swapcase()"},
	"bytearray.capitalize": {"B:X.capitalize()"},
	"bytearray.append":     {"B:X.append(1)"},
	"bytearray.clear":      {"B:X.clear()"},
	"bytearray.copy":       {"B:[X.copy(), X.copy()]"},
	"bytearray.extend":     {"B:X.extend(X)", "B:X.extend(X); X.extend(X)"},
	"bytearray.insert":     {"B:X.insert(0, 1)"},
	"bytearray.pop":        {"B:X.pop()"},
	"bytearray.remove":     {"B:X.remove(97)"},
	"bytearray.reverse":    {"B:X.reverse()"},
	"bytes.decode":         {"E:X.decode('utf-8', 'replace')", "E:X.decode('latin-1')", "Z:X.decode('unicode_escape')", "E:X.decode('ascii', 'backslashreplace')"},
	"bytearray.decode":     {"Y:X.decode('utf-8')", "B:X.decode('latin-1')"},
	"str.format":           {"a:'{0}{0}{0}'.format(X)", "a:'{0:>{1}}'.format(X, 3 * N // 2)", "z:'{0!r}'.format(X)", "z:'{0!a}'.format(X)"},
	"str.maketrans":        {"a:str.maketrans(X[:N // 2], X[N // 2:])"},
	"str.translate":        {"a:X.translate({97: 'abcdefgh'})", "a:X.translate(str.maketrans('a', '\\U0001f600'))"},
	"str.encode":           {"w:X.encode('utf-32')", "e:X.encode('unicode_escape')", "z:X.encode('raw_unicode_escape')", "e:X.encode('utf-16')", "w:X.encode('ascii', 'backslashreplace')", "w:X.encode('ascii', 'xmlcharrefreplace')"},
}

// textFunctionRows are the builtins and stdlib functions that make text
// (the family is the module, "builtins" for builtins and operators).
var textFunctionRows = map[string][]string{
	"builtins": {
		"z:repr(X)", "w:repr(X)", "z:ascii(X)", "w:ascii(X)", "e:ascii(X)", "Z:repr(X)", "Y:repr(X)", "Z:str(X)",
		"a:repr([X, X])", "z:repr({X: 1})", "a:format(X, '>%d' % (3 * N // 2))", "a:format(X, '^%d' % (3 * N))",
		"a:'%s%s%s' % (X, X, X)", "z:'%r' % (X,)", "z:'%a' % (X,)", "a:'%*s' % (3 * N // 2, X)", "A:b'%s%s%s' % (X, X, X)",
		"a:f'{X:>{3 * N // 2}}'", "z:f'{X!r}'", "a:f'{X}{X}{X}'", "a:X + X + X", "a:X * 3", "A:X * 3", "A:X + X + X",
		"B:X * 3", "B:X + X + X", "a:str(list(X[:N // 50]))", "a:bytes(3 * N)", "a:bytearray(3 * N)",
		"A:bytes(X) + bytes(X)", "B:bytes(X) + bytes(X)", "Z:X.hex()", "a:X.encode() * 2",
	},
	"json": {
		"z:json.dumps(X)", "w:json.dumps(X)", "a:json.dumps([X, X, X])", "z:json.dumps({X: 1})",
		"a:json.dumps([X[:N // 4]] * 4, indent=N // 100)", "w:json.dumps(X, ensure_ascii=False)", "l:json.dumps(X.split())",
	},
	"shlex": {"q:shlex.quote(X)", "q:shlex.join([X])", "q:shlex.join([X[:N // 4]] * 4)", "s:shlex.split(X)"},
	"html":  {"h:html.escape(X)", "h:html.escape(X, quote=False)", "q:html.escape(X)", "a:html.unescape('&amp;' * (N // 5))"},
	"textwrap": {
		"l:textwrap.indent(X, 'x' * 100)", "n:textwrap.indent(X, 'xx')", "s:textwrap.fill(X, width=10)",
		"s:textwrap.wrap(X, width=1)", "s:textwrap.wrap(X[:N // 8], width=1)", "s:textwrap.fill(X[:N // 8], width=1)",
		"s:textwrap.wrap(X[:N // 8], width=N)", "l:textwrap.dedent(X)", "s:textwrap.shorten(X, width=N)",
		"s:textwrap.fill(X, width=4, initial_indent='x' * 3 * N)",
	},
	"base64": {
		"A:base64.b64encode(X)", "A:base64.b32encode(X)", "A:base64.b16encode(X)", "A:base64.a85encode(X)",
		"A:base64.b85encode(X)", "A:base64.urlsafe_b64encode(X)", "A:base64.encodebytes(X)", "A:base64.standard_b64encode(X)",
		"Z:base64.a85encode(X, foldspaces=True, wrapcol=2)", "A:base64.b32hexencode(X)",
	},
	"binascii": {
		"A:binascii.hexlify(X)", "A:binascii.b2a_hex(X, b':')", "A:binascii.b2a_base64(X)", "A:binascii.hexlify(X, '-', 1)",
	},
	"re": {
		"d:re.escape(X)", "z:re.escape(X)", "a:re.sub('a', 'aaaa', X)", "a:re.sub('(a)', r'\\1\\1\\1\\1', X)",
		"a:re.sub('', 'b', X)", "a:re.split('', X)", "a:re.findall('a', X)", "a:re.compile('a').sub(lambda m: 'bbbb', X[:N // 10])",
	},
	"string": {
		"a:string.Template('$x$x$x').substitute(x=X)", "a:string.Template('$x').safe_substitute(x=X * 2)",
		"a:string.capwords(X)", "s:string.capwords(X, ' ')", "a:string.Formatter().format('{0}{0}{0}', X)",
	},
	"pprint": {
		"a:pprint.pformat([X, X])", "s:pprint.pformat(X, width=1)", "a:pprint.pformat([[X[:N // 8]] * 4], indent=N // 100)",
		"z:pprint.pformat(X)", "a:pprint.saferepr([X, X])",
	},
	"unicodedata": {"f:unicodedata.normalize('NFKD', X)", "f:unicodedata.normalize('NFKC', X)", "u:unicodedata.normalize('NFD', X)"},
	"hashlib":     {"a:hashlib.shake_256(b'x').hexdigest(N)", "a:hashlib.shake_128(b'x').digest(3 * N)"},
	"io":          {"a:io.StringIO(X).getvalue() * 2", "A:io.BytesIO(X).getvalue() * 2", "a:s = io.StringIO(); s.write(X); s.write(X); s.write(X)"},
	"csv": {
		"q:csv.writer(io.StringIO()).writerow([X])", "a:w = io.StringIO(); csv.writer(w).writerow([X, X, X])",
	},
}

// textCallKnownOver are the rows whose call still peaks over the limit,
// by "name: expression", with what builds the text before charging it.
// Each runs in a child of its own and reports its peak; the list is debt
// that only shrinks (docs/security.md).
var textCallKnownOver = map[string]string{}

// textRow is one call of the matrix.
type textRow struct {
	family, name, input, expr string
}

// textMatrixRows builds the rows: the methods of the three types from the
// inventory, each with its rows (a method without rows is reported), and
// the functions' rows.
func textMatrixRows(t *testing.T) []textRow {
	f, err := os.Open(singleCallInventory)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rows []textRow
	var missing []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name := sc.Text()
		typ, method, ok := strings.Cut(name, ".")
		if !ok || typ != "str" && typ != "bytes" && typ != "bytearray" {
			continue
		}
		specs, own := textMethodRows[name]
		if !own {
			specs = textMethodRows["*."+method]
		}
		if len(specs) == 0 {
			missing = append(missing, name)
			continue
		}
		for _, spec := range specs {
			in, expr, _ := strings.Cut(spec, ":")
			if !own {
				in = textInputFor(typ, in)
			}
			rows = append(rows, textRow{family: typ, name: name, input: in, expr: expr})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(missing) > 0 {
		t.Errorf("methods without rows in the text matrix (add them to textMethodRows): %s", strings.Join(missing, ", "))
	}
	for family, specs := range textFunctionRows {
		for _, spec := range specs {
			in, expr, _ := strings.Cut(spec, ":")
			rows = append(rows, textRow{family: family, name: family, input: in, expr: expr})
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].family < rows[j].family })
	return rows
}

// textInputFor maps a str input letter of a shared method row to the
// same input of typ (bytes: upper case; bytearray: its own letters).
func textInputFor(typ, in string) string {
	upper := strings.ToUpper(in)
	switch typ {
	case "bytes":
		if _, ok := textInputs[upper]; ok && upper != "U" && upper != "K" && upper != "B" && upper != "Y" {
			return upper
		}
		return "A"
	case "bytearray":
		switch upper {
		case "Z":
			return "Y"
		case "T":
			return "U"
		case "S":
			return "K"
		}
		return "B"
	}
	return in
}

// key names a row in textCallKnownOver.
func (r textRow) key() string { return r.name + ": " + r.expr }

// line is the program of a row: the input, then the call, its result
// kept in a variable (the last value of a run is converted for the
// host, which is not what the matrix measures).
func (r textRow) line(sc *textCallScale) string {
	in, ok := textInputs[r.input]
	if !ok {
		panic("text matrix: no input " + r.input)
	}
	return sc.n + "\tX = " + in + "; R = " + r.expr + "; R = None"
}

// TestTextCallMatrix runs every row, one child process per family, and
// checks each child's peak RSS and each call's outcome.
func TestTextCallMatrix(t *testing.T) {
	if os.Getenv(singleCallChildEnv) != "" {
		t.Skip("child")
	}
	if raceEnabled {
		t.Skip("the text matrix measures RSS: it runs without -race (make test runs it first)")
	}
	rows := textMatrixRows(t)
	var only *regexp.Regexp
	if re := os.Getenv("KRAIT_TEXTCALL_ROWS"); re != "" {
		only = regexp.MustCompile(re)
	}
	each := os.Getenv("KRAIT_TEXTCALL_EACH") != ""
	sc := textCallQuarter
	if os.Getenv("KRAIT_TEXTCALL_FULL") != "" {
		sc = textCallFull
	}
	// Group the rows into children: one per family, or one per row.
	var groups [][]textRow
	for _, r := range rows {
		if only != nil && !only.MatchString(r.name+" "+r.expr) {
			continue
		}
		_, known := textCallKnownOver[r.key()]
		lastKnown := false
		if len(groups) > 0 {
			_, lastKnown = textCallKnownOver[groups[len(groups)-1][0].key()]
		}
		if len(groups) == 0 || each || known || lastKnown || groups[len(groups)-1][0].family != r.family {
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], r)
	}
	counts := map[string]int{}
	calls := 0
	var peak int64
	for _, g := range groups {
		lines := make([]string, len(g))
		for i, r := range g {
			lines[i] = r.line(sc)
		}
		var results []singleCallResult
		var rss int64
		for len(results) < len(lines) {
			res, childRSS, err := childRun(t, lines[len(results):], textCallChildEnv+"="+sc.name)
			rss = max(rss, childRSS)
			results = append(results, res...)
			if err != nil && len(results) < len(lines) {
				r := g[len(results)]
				t.Errorf("%s: %s: %v", r.name, r.expr, err)
				results = append(results, singleCallResult{Outcome: "crash"})
			}
		}
		for i, res := range results {
			kind, _, _ := strings.Cut(res.Outcome, " ")
			counts[kind]++
			calls++
			if kind == "internal" || kind == "panic" {
				t.Errorf("%s: %s: %s", g[i].name, g[i].expr, res.Outcome)
			}
			if testing.Verbose() {
				t.Logf("%-12s %-60.60s %-24s %6.2fs", g[i].name, g[i].expr, res.Outcome, res.Elapsed.Seconds())
			}
		}
		label := g[0].family
		if each || len(g) == 1 {
			label = g[0].key()
		}
		if reason, known := textCallKnownOver[g[0].key()]; known {
			if rss <= sc.rssLimit {
				// Not an error: a peak a few MiB over may dip under.
				t.Logf("%s: peak RSS %d MiB, within the limit this time: remove it from textCallKnownOver if it stays so", label, rss>>20)
			} else {
				t.Logf("%s: peak RSS %d MiB, known over the limit (%d MiB): %s", label, rss>>20, sc.rssLimit>>20, reason)
			}
		} else if rss > sc.rssLimit {
			t.Errorf("%s: peak RSS %d MiB, over the budget + slack (%d MiB); KRAIT_TEXTCALL_EACH=1 finds the call", label, rss>>20, sc.rssLimit>>20)
		} else if testing.Verbose() {
			t.Logf("%s: peak RSS %d MiB (%d calls)", label, rss>>20, len(g))
		}
		peak = max(peak, rss)
	}
	keys := make([]string, 0, len(counts))
	for k, n := range counts {
		keys = append(keys, fmt.Sprintf("%s=%d", k, n))
	}
	sort.Strings(keys)
	t.Logf("text matrix (%s: N = %s, budget %d MiB): %d calls in %d children; %s; peak RSS %d MiB (limit %d MiB)", sc.name, sc.n, sc.budget>>20, calls, len(groups), strings.Join(keys, " "), peak>>20, sc.rssLimit>>20)
}
