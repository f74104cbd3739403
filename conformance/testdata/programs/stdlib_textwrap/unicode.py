# krait-run: --allow-import textwrap
import textwrap
t = 'Ünïcödé wörds wïth äccents änd 中文字符 mixed in the text for wrapping'
print(textwrap.wrap(t, 15))
print(textwrap.fill('日本語のテキスト は 長い', 6))
print(textwrap.wrap('naïve café-au-lait crème-brûlée', 10))
