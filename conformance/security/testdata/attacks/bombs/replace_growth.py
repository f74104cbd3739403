# attack: str.replace multiplying the length
# ref: architecture.md §12 item 4 (bombs)
# expect: limit memory
('a' * 1000).replace('a', 'b' * 1000000)
