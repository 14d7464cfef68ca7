"""Peer polls for a logical alternative (Law 16B1b).

model.py   the poll as a pure value with its rules (options, deadline, anonymous tally)
desk.py    the poll desk: stored with the incidents, closed by their owner or their deadline
"""
