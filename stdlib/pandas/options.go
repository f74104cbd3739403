package pandas

import (
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/goclass"
)

// options are the display options pandas' printing reads (one set per
// interpreter), with pandas 1.5's defaults for a script whose output is
// not a terminal of known size (80 columns, 24 lines).
type options struct {
	precision      int
	maxRows        int // 0: no limit
	minRows        int
	maxCols        int // 0: fit the 80-column terminal; -1: None
	maxColwidth    int // -1: None
	width          int // -1: None
	showDimensions string
	floatFormat    py.Value // a callable, or nil
	maxSeqItems    int
	chopThreshold  py.Value
	colheaderJust  string
	multiSparse    bool
	expandRepr     bool
	maxInfoColumns int
	largeRepr      string
}

// Terminal size pandas assumes when output is not a terminal.
const termWidth, termHeight = 80, 24

func defaultOptions() options {
	return options{precision: 6, maxRows: 60, minRows: 10, maxCols: 0, maxColwidth: 50,
		width: 80, showDimensions: "truncate", maxSeqItems: 100, colheaderJust: "right",
		multiSparse: true, expandRepr: true, maxInfoColumns: 100, largeRepr: "truncate"}
}

// optionNames are the full names of the options krait keeps, by their
// last component (pandas matches option names by unique suffix).
var optionNames = []string{
	"display.precision", "display.max_rows", "display.min_rows", "display.max_columns",
	"display.max_colwidth", "display.width", "display.show_dimensions", "display.float_format",
	"display.max_seq_items", "display.chop_threshold", "display.colheader_justify",
	"display.multi_sparse", "display.expand_frame_repr", "display.max_info_columns",
	"display.large_repr", "mode.chained_assignment", "display.notebook_repr_html",
	"display.html.border", "display.unicode.east_asian_width", "compute.use_bottleneck",
	"compute.use_numexpr", "mode.use_inf_as_na", "display.memory_usage", "display.max_info_rows",
	"mode.copy_on_write", "display.date_dayfirst", "display.date_yearfirst", "display.encoding",
}

// resolveOption finds the option a (possibly abbreviated) key names, as
// pandas does: an exact name or a unique dotted suffix.
func (m *Module) resolveOption(t *py.Thread, key string) (string, error) {
	var found []string
	for _, n := range optionNames {
		if n == key {
			return n, nil
		}
		if strings.HasSuffix(n, "."+key) || strings.HasSuffix(n, key) && strings.Contains(key, ".") {
			found = append(found, n)
		}
	}
	if len(found) == 1 {
		return found[0], nil
	}
	if len(found) > 1 {
		return "", m.optionError(t, "Pattern matched multiple keys")
	}
	return "", m.optionError(t, "No such keys(s): "+pyQuote(key))
}

// pyQuote is repr of a str for messages.
func pyQuote(s string) string { return "'" + s + "'" }

// extra holds the options krait accepts but does not use.
type extraOptions map[string]py.Value

// get returns an option's value.
func (m *Module) getOption(name string) py.Value {
	o := &m.opts
	intOrNone := func(n int) py.Value {
		if n < 0 {
			return py.None
		}
		return py.NewInt(int64(n))
	}
	switch name {
	case "display.precision":
		return py.NewInt(int64(o.precision))
	case "display.max_rows":
		return intOrNone(o.maxRows)
	case "display.min_rows":
		return intOrNone(o.minRows)
	case "display.max_columns":
		return intOrNone(o.maxCols)
	case "display.max_colwidth":
		return intOrNone(o.maxColwidth)
	case "display.width":
		return intOrNone(o.width)
	case "display.show_dimensions":
		switch o.showDimensions {
		case "true":
			return py.True
		case "false":
			return py.False
		}
		return py.NewStr(o.showDimensions)
	case "display.float_format":
		if o.floatFormat == nil {
			return py.None
		}
		return o.floatFormat
	case "display.max_seq_items":
		return intOrNone(o.maxSeqItems)
	case "display.colheader_justify":
		return py.NewStr(o.colheaderJust)
	case "display.multi_sparse":
		return py.NewBool(o.multiSparse)
	case "display.expand_frame_repr":
		return py.NewBool(o.expandRepr)
	case "display.max_info_columns":
		return py.NewInt(int64(o.maxInfoColumns))
	case "display.large_repr":
		return py.NewStr(o.largeRepr)
	case "display.chop_threshold":
		if o.chopThreshold == nil {
			return py.None
		}
		return o.chopThreshold
	}
	if v, ok := m.extraOpts[name]; ok {
		return v
	}
	return defaultExtra(name)
}

// defaultExtra is the default of an option krait does not use.
func defaultExtra(name string) py.Value {
	switch name {
	case "mode.chained_assignment":
		return py.NewStr("warn")
	case "display.notebook_repr_html", "compute.use_bottleneck", "compute.use_numexpr", "display.memory_usage":
		return py.True
	case "display.html.border":
		return py.NewInt(1)
	case "display.max_info_rows":
		return py.NewInt(1690785)
	case "display.encoding":
		return py.NewStr("utf-8")
	}
	return py.False
}

// setOption sets an option from a Python value, validating as pandas
// does for the ones printing uses.
func (m *Module) setOption(t *py.Thread, name string, v py.Value) error {
	o := &m.opts
	intArg := func(allowNone bool) (int, error) {
		if v == py.None {
			if allowNone {
				return -1, nil
			}
			return 0, py.NewValueError("Value must be a nonnegative integer")
		}
		n, ok := pyInt64(v)
		if !ok {
			if allowNone {
				return 0, py.NewValueError("Value must be an instance of <class 'NoneType'>|<class 'int'>")
			}
			return 0, py.NewValueError("Value must have type '<class 'int'>'")
		}
		if n < 0 && !allowNone {
			return 0, py.NewValueError("Value must be a nonnegative integer")
		}
		return int(n), nil
	}
	var err error
	switch name {
	case "display.precision":
		o.precision, err = intArg(false)
	case "display.max_rows":
		o.maxRows, err = intArg(true)
	case "display.min_rows":
		o.minRows, err = intArg(true)
	case "display.max_columns":
		o.maxCols, err = intArg(true)
	case "display.max_colwidth":
		o.maxColwidth, err = intArg(true)
	case "display.width":
		o.width, err = intArg(true)
	case "display.show_dimensions":
		switch x := v.(type) {
		case py.Bool:
			if x {
				o.showDimensions = "true"
			} else {
				o.showDimensions = "false"
			}
		case *py.Str:
			o.showDimensions = x.String()
		}
	case "display.float_format":
		if v == py.None {
			o.floatFormat = nil
		} else if py.IsCallable(v) {
			o.floatFormat = v
		} else {
			return py.NewValueError("Value must be a callable")
		}
	case "display.max_seq_items":
		o.maxSeqItems, err = intArg(true)
	case "display.colheader_justify":
		s, ok := v.(*py.Str)
		if !ok {
			return py.NewValueError("Value must be an instance of <class 'str'>")
		}
		o.colheaderJust = s.String()
	case "display.multi_sparse":
		o.multiSparse, err = py.Truth(t, v)
	case "display.expand_frame_repr":
		o.expandRepr, err = py.Truth(t, v)
	case "display.max_info_columns":
		o.maxInfoColumns, err = intArg(false)
	case "display.large_repr":
		if s, ok := v.(*py.Str); ok {
			o.largeRepr = s.String()
		}
	case "display.chop_threshold":
		o.chopThreshold = v
	default:
		m.extraOpts[name] = v
	}
	return err
}

// addOptions binds set_option, get_option, reset_option, option_context
// and pd.options.
func (m *Module) addOptions(t *py.Thread) error {
	m.def("set_option", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 || len(args)%2 != 0 {
			return nil, py.NewValueError("Must provide an even number of non-keyword arguments")
		}
		for j := 0; j < len(args); j += 2 {
			k, ok := args[j].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("Option key must be a string")
			}
			name, err := m.resolveOption(t, k.String())
			if err != nil {
				return nil, err
			}
			if err := m.setOption(t, name, args[j+1]); err != nil {
				return nil, err
			}
		}
		return py.None, nil
	})
	m.def("get_option", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("get_option() takes 1 positional argument")
		}
		k, ok := args[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("Option key must be a string")
		}
		name, err := m.resolveOption(t, k.String())
		if err != nil {
			return nil, err
		}
		return m.getOption(name), nil
	})
	m.def("reset_option", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) != 1 {
			return nil, py.NewTypeError("reset_option() takes 1 positional argument")
		}
		k, ok := args[0].(*py.Str)
		if !ok {
			return nil, py.NewTypeError("Option key must be a string")
		}
		if k.String() == "all" {
			m.opts = defaultOptions()
			m.extraOpts = extraOptions{}
			return py.None, nil
		}
		name, err := m.resolveOption(t, k.String())
		if err != nil {
			return nil, err
		}
		saved := m.opts
		def := defaultOptions()
		m.opts = def
		v := m.getOption(name)
		m.opts = saved
		delete(m.extraOpts, name)
		return py.None, m.setOption(t, name, v)
	})
	ctxCls, err := goclass.New(t, goclass.Spec{Module: "pandas._config.config", Name: "option_context", Methods: []goclass.Method{
		{Name: "__enter__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			oc := self.(*py.Instance).Base.(*optionContext)
			oc.saved = m.opts
			oc.savedExtra = extraOptions{}
			for k, v := range m.extraOpts {
				oc.savedExtra[k] = v
			}
			for j := 0; j < len(oc.pairs); j += 2 {
				if err := m.setOption(t, oc.names[j/2], oc.pairs[j+1]); err != nil {
					return nil, err
				}
			}
			return py.None, nil
		}},
		{Name: "__exit__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			oc := self.(*py.Instance).Base.(*optionContext)
			m.opts = oc.saved
			m.extraOpts = oc.savedExtra
			return py.None, nil
		}},
	}})
	if err != nil {
		return err
	}
	m.def("option_context", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if len(args) == 0 || len(args)%2 != 0 {
			return nil, py.NewValueError("Need to invoke as option_context(pat, val, [(pat, val), ...]).")
		}
		oc := &optionContext{pairs: args}
		for j := 0; j < len(args); j += 2 {
			k, ok := args[j].(*py.Str)
			if !ok {
				return nil, py.NewTypeError("Option key must be a string")
			}
			name, err := m.resolveOption(t, k.String())
			if err != nil {
				return nil, err
			}
			oc.names = append(oc.names, name)
		}
		return &py.Instance{Class: ctxCls, Base: oc}, nil
	})
	// pd.options.display.max_rows = 10
	nsCls, err := goclass.New(t, goclass.Spec{Module: "pandas._config.config", Name: "DictWrapper", Methods: []goclass.Method{
		{Name: "__getattr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			prefix := self.(*py.Instance).Base.(*optionPrefix).prefix
			name, _ := args[0].(*py.Str)
			if name == nil {
				return nil, py.NewAttributeError("option")
			}
			full := name.String()
			if prefix != "" {
				full = prefix + "." + full
			}
			for _, n := range optionNames {
				if n == full {
					return m.getOption(n), nil
				}
			}
			for _, n := range optionNames {
				if strings.HasPrefix(n, full+".") {
					return &py.Instance{Class: self.(*py.Instance).Class, Base: &optionPrefix{prefix: full}}, nil
				}
			}
			return nil, m.optionError(t, "No such option")
		}},
		{Name: "__setattr__", Fn: func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			prefix := self.(*py.Instance).Base.(*optionPrefix).prefix
			name, _ := args[0].(*py.Str)
			if name == nil || len(args) != 2 {
				return nil, py.NewAttributeError("option")
			}
			full := name.String()
			if prefix != "" {
				full = prefix + "." + full
			}
			for _, n := range optionNames {
				if n == full {
					return py.None, m.setOption(t, n, args[1])
				}
			}
			return nil, m.optionError(t, "You can only set the value of existing options")
		}},
	}})
	if err != nil {
		return err
	}
	m.mod.Dict.SetStr("options", &py.Instance{Class: nsCls, Base: &optionPrefix{}})
	return nil
}

// optionContext is the state of pd.option_context(...).
type optionContext struct {
	pairs      []py.Value
	names      []string
	saved      options
	savedExtra extraOptions
}

// Type implements py.Value.
func (*optionContext) Type() *py.Type { return opaque }

// optionPrefix is the state of pd.options and its sub-namespaces.
type optionPrefix struct{ prefix string }

// Type implements py.Value.
func (*optionPrefix) Type() *py.Type { return opaque }
