# traceback: full
import re
m = re.match(r'(\d+)', 'abc')
print(m.group(1))
