# krait-run: --allow-import html
import html
samples = ['<a href="x?a=1&b=2">Tom\'s "quote"</a>', "plain", "", "5 > 3 & 2 < 4"]
for s in samples:
    e = html.escape(s)
    print(repr(e), repr(html.escape(s, quote=False)), html.unescape(e) == s)
tests = ["&amp;lt; &lt;&gt;&quot;&#39;&#x27;", "&copy; 2024 &mdash; caf&eacute; &euro;5", "&notit; &notin; &amp &ampx &AMP;",
         "&#65;&#x42;&#X43;&#0;&#128;&#150;&#x110000;&#xD800;&#1;&#xFFFE;&#9999999999999;", "& alone, &; &#; &#x; &#xg; &unknown;",
         "&NotNestedGreaterGreater; &nbsp;|&nbsp|&nbspx", "x&lt" , "&Aacute&aacute;&AElig", "&" + "a" * 40 + ";"]
for s in tests:
    print(repr(html.unescape(s)))
print(html.unescape("no refs") is not None)
try:
    html.escape(5)
except AttributeError as e:
    print("AttributeError:", e)
