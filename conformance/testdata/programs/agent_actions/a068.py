# krait-run: --allow-import textwrap
# An agent-style code action (written for this corpus in the style of GPT-4o
# CodeAgent steps; final_answer is a plain function here, as krait's is a tool).
import textwrap
paragraph = ("Large language model agents write small Python programs to call tools, transform data and "
             "compute answers. Their code must run exactly as it would under CPython, or the agent's "
             "reasoning goes astray when the observation differs from what it expected.")
print(textwrap.fill(paragraph, width=50))
print()
print(textwrap.indent(textwrap.fill(paragraph, 40), "> "))
print(textwrap.shorten(paragraph, width=60, placeholder=" [...]"))
print(textwrap.dedent("""
    def f():
        return 1
""").strip())
