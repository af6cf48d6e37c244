"""Tuning kernels with TVM's MetaSchedule: the tuning database (db), the task scheduler that
shares a budget of seconds (scheduler), and the tuner (tuner)."""
