package csv

import (
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
	remod "github.com/kraitpy/krait/stdlib/re"
)

// quotePatterns are _guess_quote_and_delimiter's regular expressions, in
// its order, with the group numbers of quote, delim and space (0: absent).
var quotePatterns = []struct {
	src                 string
	quote, delim, space int
}{
	{`(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)`, 3, 1, 2},
	{`(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)`, 1, 2, 3},
	{`(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)`, 3, 1, 2},
	{`(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)`, 1, 0, 0},
}

// re flag values (re.MULTILINE, re.DOTALL).
const (
	reMultiline = 8
	reDotall    = 16
)

// counter is an insertion-ordered count table, like the dicts csv.py
// fills.
type counter struct {
	keys []string
	n    map[string]int
}

func newCounter() *counter { return &counter{n: map[string]int{}} }

func (c *counter) add(k string) {
	if _, ok := c.n[k]; !ok {
		c.keys = append(c.keys, k)
	}
	c.n[k]++
}

// max is max(d, key=d.get): the first key with the largest count.
func (c *counter) max() string {
	best := ""
	for i, k := range c.keys {
		if i == 0 || c.n[k] > c.n[best] {
			best = k
		}
	}
	return best
}

// reModule returns this interpreter's csv-private re module (Python's
// csv.py uses re the same way), loading it on first use.
func (m *module) reModule(t *py.Thread) (py.Value, error) {
	if m.re == nil {
		mod, err := remod.Load(t)
		if err != nil {
			return nil, err
		}
		m.re = mod
	}
	return m.re, nil
}

// reCall calls a function of the re module.
func (m *module) reCall(t *py.Thread, fn py.LibName, args ...py.Value) (py.Value, error) {
	mod, err := m.reModule(t)
	if err != nil {
		return nil, err
	}
	return py.CallMethod(t, mod, fn, args, nil)
}

// newSniffer creates the csv.Sniffer class.
func (m *module) newSniffer(t *py.Thread) (*py.Type, error) {
	return goclass.New(t, goclass.Spec{Module: "csv", Name: "Sniffer", Methods: []goclass.Method{
		{Name: "__init__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.UnpackArgs("__init__", args, kwargs, nil, 0); err != nil {
				return nil, err
			}
			pref := []py.Value{py.NewStr(","), py.NewStr("\t"), py.NewStr(";"), py.NewStr(" "), py.NewStr(":")}
			return py.None, py.SetAttr(t, self, "preferred", py.NewList(pref))
		}},
		{Name: "sniff", Fn: m.sniff},
		{Name: "has_header", Fn: m.hasHeader},
	}})
}

// sniff is Sniffer.sniff(sample, delimiters=None): a new Dialect subclass.
func (m *module) sniff(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var sample, delimiters py.Value = nil, py.None
	if err := py.UnpackArgs("sniff", args, kwargs, []string{"sample", "delimiters"}, 1, &sample, &delimiters); err != nil {
		return nil, err
	}
	data, ok := sample.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("expected string or bytes-like object, got '%s'", py.TypeName(sample))
	}
	quote, dq, delim, skip, err := m.guessQuoteAndDelimiter(t, data, delimiters)
	if err != nil {
		return nil, err
	}
	if delim == "" {
		if delim, skip, err = m.guessDelimiter(t, self, data.String(), delimiters); err != nil {
			return nil, err
		}
	}
	if delim == "" {
		return nil, m.fail("Could not determine delimiter")
	}
	if quote == "" {
		quote = "\""
	}
	return goclass.New(t, goclass.Spec{Module: "csv", Name: "dialect", Bases: []*py.Type{m.dialectCls}, Attrs: map[string]py.Value{
		"__qualname__":     py.NewStr("Sniffer.sniff.<locals>.dialect"),
		"_name":            py.NewStr("sniffed"),
		"lineterminator":   py.NewStr("\r\n"),
		"quoting":          py.NewInt(quoteMinimal),
		"doublequote":      py.NewBool(dq),
		"delimiter":        py.NewStr(delim),
		"quotechar":        py.NewStr(quote),
		"skipinitialspace": skip,
	}})
}

// inDelimiters is `delimiters is None or key in delimiters`.
func inDelimiters(t *py.Thread, delimiters py.Value, key string) (bool, error) {
	if delimiters == py.None {
		return true, nil
	}
	return py.Contains(t, delimiters, py.NewStr(key))
}

// guessQuoteAndDelimiter is Sniffer._guess_quote_and_delimiter: quote
// char, doublequote, delimiter and skipinitialspace (a bool, or the int 0
// when no delimiter was seen).
func (m *module) guessQuoteAndDelimiter(t *py.Thread, data *py.Str, delimiters py.Value) (string, bool, string, py.Value, error) {
	var matches []py.Value
	var pat int
	for i, p := range quotePatterns {
		found, err := m.reCall(t, "findall", py.NewStr(p.src), data, py.NewInt(reDotall|reMultiline))
		if err != nil {
			return "", false, "", nil, err
		}
		if matches, err = py.Items(t, found); err != nil {
			return "", false, "", nil, err
		}
		pat = i
		if len(matches) > 0 {
			break
		}
	}
	if len(matches) == 0 {
		return "", false, "", py.NewInt(0), nil
	}
	p := quotePatterns[pat]
	group := func(mv py.Value, n int) string {
		if tup, ok := mv.(*py.Tuple); ok {
			if s, ok := tup.Items()[n-1].(*py.Str); ok {
				return s.String()
			}
			return ""
		}
		if s, ok := mv.(*py.Str); ok {
			return s.String()
		}
		return ""
	}
	quotes, delims := newCounter(), newCounter()
	spaces := 0
	for _, mv := range matches {
		if key := group(mv, p.quote); key != "" {
			quotes.add(key)
		}
		if p.delim == 0 {
			continue
		}
		if key := group(mv, p.delim); key != "" {
			ok, err := inDelimiters(t, delimiters, key)
			if err != nil {
				return "", false, "", nil, err
			}
			if ok {
				delims.add(key)
			}
		}
		if group(mv, p.space) != "" {
			spaces++
		}
	}
	quote := quotes.max()
	var delim string
	var skip py.Value = py.NewInt(0)
	if len(delims.keys) > 0 {
		delim = delims.max()
		skip = py.NewBool(delims.n[delim] == spaces)
		if delim == "\n" {
			delim = ""
		}
	}
	esc, err := m.reCall(t, "escape", py.NewStr(delim))
	if err != nil {
		return "", false, "", nil, err
	}
	e := esc.(*py.Str).String()
	dq := `((` + e + `)|^)\W*` + quote + `[^` + e + `\n]*` + quote + `[^` + e + `\n]*` + quote + `\W*((` + e + `)|$)`
	found, err := m.reCall(t, "search", py.NewStr(dq), data, py.NewInt(reMultiline))
	if err != nil {
		return "", false, "", nil, err
	}
	return quote, found != py.None, delim, skip, nil
}

// freqCount is one (frequency, count) pair of a character's table.
type freqCount struct{ freq, count int }

// guessDelimiter is Sniffer._guess_delimiter: the character that occurs
// the same number of times on (nearly) every line.
func (m *module) guessDelimiter(t *py.Thread, self py.Value, sample string, delimiters py.Value) (string, py.Value, error) {
	lines, err := py.SplitCharged(t, sample, "\n")
	if err != nil {
		return "", nil, err
	}
	var data []string
	for _, l := range lines {
		if l != "" {
			data = append(data, l)
		}
	}
	const nchars = 127
	chunk := min(10, len(data))
	iteration := 0
	var freqs [nchars][]freqCount // per character, in insertion order
	modes := map[int]freqCount{}
	var modeOrder []int
	delims := map[int]freqCount{}
	var delimOrder []int
	skipFor := func(c int) py.Value {
		d := string(rune(c))
		return py.NewBool(strings.Count(data[0], d) == strings.Count(data[0], d+" "))
	}
	for start, end := 0, chunk; start < len(data); start, end = end, end+chunk {
		iteration++
		for _, line := range data[start:min(end, len(data))] {
			if err := t.Charge(nchars * (int64(len(line))/64 + 1)); err != nil {
				return "", nil, err
			}
			for c := 0; c < nchars; c++ {
				f := strings.Count(line, string(rune(c)))
				i := 0
				for i < len(freqs[c]) && freqs[c][i].freq != f {
					i++
				}
				if i == len(freqs[c]) {
					// One entry per distinct count of c on a line: as
					// many as the sample has lines.
					if err := t.Alloc(16); err != nil {
						return "", nil, err
					}
					freqs[c] = append(freqs[c], freqCount{f, 0}) //krait:alloc-ok charged 16 bytes per entry just above
				}
				freqs[c][i].count++
			}
		}
		for c := 0; c < nchars; c++ {
			items := freqs[c]
			if len(items) == 0 || len(items) == 1 && items[0].freq == 0 {
				continue
			}
			mode := items[0]
			if len(items) > 1 {
				for _, it := range items[1:] {
					if it.count > mode.count {
						mode = it
					}
				}
				rest := 0
				for _, it := range items {
					rest += it.count
				}
				mode.count -= rest - mode.count
			}
			if _, ok := modes[c]; !ok {
				modeOrder = append(modeOrder, c)
			}
			modes[c] = mode
		}
		total := float64(min(chunk*iteration, len(data)))
		for consistency := 1.0; len(delims) == 0 && consistency >= 0.9; consistency -= 0.01 {
			for _, c := range modeOrder {
				v := modes[c]
				if v.freq > 0 && v.count > 0 && float64(v.count)/total >= consistency {
					ok, err := inDelimiters(t, delimiters, string(rune(c)))
					if err != nil {
						return "", nil, err
					}
					if ok {
						if _, seen := delims[c]; !seen {
							delimOrder = append(delimOrder, c) //krait:alloc-ok at most one per ASCII character (delims seen once)
						}
						delims[c] = v
					}
				}
			}
		}
		if len(delims) == 1 {
			c := delimOrder[0]
			return string(rune(c)), skipFor(c), nil
		}
	}
	if len(delims) == 0 {
		return "", py.NewInt(0), nil
	}
	pref, err := py.GetAttr(t, self, "preferred")
	if err != nil {
		return "", nil, err
	}
	prefs, err := py.Items(t, pref)
	if err != nil {
		return "", nil, err
	}
	for _, p := range prefs {
		s, ok := p.(*py.Str)
		if !ok {
			continue
		}
		r := []rune(s.String())
		if len(r) == 1 && r[0] < nchars {
			if _, ok := delims[int(r[0])]; ok {
				return s.String(), skipFor(int(r[0])), nil
			}
		}
	}
	sort.Slice(delimOrder, func(i, j int) bool {
		a, b := delims[delimOrder[i]], delims[delimOrder[j]]
		if a.freq != b.freq {
			return a.freq < b.freq
		}
		if a.count != b.count {
			return a.count < b.count
		}
		return delimOrder[i] < delimOrder[j]
	})
	c := delimOrder[len(delimOrder)-1]
	return string(rune(c)), skipFor(c), nil
}

// Column kinds of has_header (a length is >= 0).
const (
	colNone    = -1
	colComplex = -2
)

// isComplex reports whether complex(s) succeeds (ValueError and
// OverflowError mean no; other errors propagate).
func isComplex(t *py.Thread, s py.Value, alsoType bool) (bool, error) {
	_, err := py.Call(t, py.ComplexType, []py.Value{s}, nil)
	if err == nil {
		return true, nil
	}
	if exc, ok := err.(*py.Exception); ok {
		ty := exc.Type()
		if ty.IsSubtype(py.ValueErrorType) || (!alsoType && ty.IsSubtype(py.OverflowErrorType)) || (alsoType && ty.IsSubtype(py.TypeErrorType)) {
			return false, nil
		}
	}
	return false, err
}

// hasHeader is Sniffer.has_header(sample): a vote over the columns of
// whether the first row differs in type or length from the others.
func (m *module) hasHeader(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var sample py.Value
	if err := py.UnpackArgs("has_header", args, kwargs, []string{"sample"}, 1, &sample); err != nil {
		return nil, err
	}
	dv, err := py.CallMethod(t, self, "sniff", []py.Value{sample}, nil)
	if err != nil {
		return nil, err
	}
	d, _, err := m.parseDialect(t, dv, nil)
	if err != nil {
		return nil, err
	}
	ss, ok := sample.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("initial_value must be str or None, not %s", py.TypeName(sample))
	}
	text := ss.String()
	var lines []py.Value
	for text != "" {
		i := strings.IndexByte(text, '\n') + 1
		if i == 0 {
			i = len(text)
		}
		lines = append(lines, py.NewStr(text[:i]))
		text = text[i:]
	}
	it, err := py.Iterate(t, py.NewList(lines))
	if err != nil {
		return nil, err
	}
	rdr := &Reader{m: m, src: it, d: d}
	header, err := rdr.next(t)
	if err != nil {
		return nil, err
	}
	if header == nil {
		return nil, py.NewStopIteration(nil)
	}
	columns := len(header)
	types := make([]int, columns)  //krait:alloc-ok one per column of the header row, a list that exists
	alive := make([]bool, columns) //krait:alloc-ok one per column of the header row, a list that exists
	for i := range types {
		types[i], alive[i] = colNone, true
	}
	for checked := 0; ; checked++ {
		row, err := rdr.next(t)
		if err != nil {
			return nil, err
		}
		if row == nil || checked > 20 {
			break
		}
		if len(row) != columns {
			continue
		}
		for col := 0; col < columns; col++ {
			if !alive[col] {
				continue
			}
			kind := colComplex
			ok, err := isComplex(t, row[col], false)
			if err != nil {
				return nil, err
			}
			if !ok {
				n, err := py.Len(t, row[col])
				if err != nil {
					return nil, err
				}
				kind = n
			}
			if kind != types[col] {
				if types[col] == colNone {
					types[col] = kind
				} else {
					alive[col] = false
				}
			}
		}
	}
	vote := 0
	for col := 0; col < columns; col++ {
		if !alive[col] {
			continue
		}
		switch kind := types[col]; {
		case kind >= 0:
			n, err := py.Len(t, header[col])
			if err != nil {
				return nil, err
			}
			if n != kind {
				vote++
			} else {
				vote--
			}
		case kind == colComplex:
			ok, err := isComplex(t, header[col], true)
			if err != nil {
				return nil, err
			}
			if ok {
				vote--
			} else {
				vote++
			}
		default: // None(header[col]) raises TypeError
			vote++
		}
	}
	return py.NewBool(vote > 0), nil
}
