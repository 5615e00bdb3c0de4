//! Time and peak memory per stage of the pipeline, for `--time-passes` and the
//! scaling benchmark (`examples/bench_scaling.rs`).
//!
//! The driver wraps each stage, and the optimizer's pass manager each pass, in
//! [`time`]; when no recording runs that costs one thread-local check. A
//! recording ([`start`] … [`finish`]) belongs to the thread that started it and
//! sums repeated calls of one stage under the same enclosing stage (the
//! optimizer runs its passes once per round), keeping the order in which
//! stages were first entered.

use std::cell::RefCell;
use std::time::{Duration, Instant};

/// One stage's totals in a recording.
#[derive(Clone, Debug)]
pub struct Stage {
    pub name: &'static str,
    /// How many stages enclose it (0 for the driver's stages).
    pub depth: usize,
    pub calls: u32,
    pub elapsed: Duration,
    /// The process's peak resident set (kB) when the stage last ended, where
    /// the system reports it; for the outermost stages only (reading it costs
    /// more than a small optimizer pass).
    pub peak_rss_kb: Option<u64>,
    parent: Option<usize>,
}

#[derive(Default)]
struct Recording {
    stages: Vec<Stage>,
    /// Indices in `stages` of the stages running now, outermost first.
    open: Vec<usize>,
}

thread_local! {
    static RECORDING: RefCell<Option<Recording>> = const { RefCell::new(None) };
}

/// Starts recording on this thread (dropping any recording in progress).
pub fn start() {
    RECORDING.with(|r| *r.borrow_mut() = Some(Recording::default()));
}

/// Stops recording and returns the stages, in the order first entered.
pub fn finish() -> Vec<Stage> {
    RECORDING.with(|r| r.borrow_mut().take().map(|r| r.stages).unwrap_or_default())
}

/// Runs `f` as stage `name`, timing it when a recording runs.
pub fn time<T>(name: &'static str, f: impl FnOnce() -> T) -> T {
    let Some(index) = enter(name) else {
        return f();
    };
    let started = Instant::now();
    let result = f();
    leave(index, started.elapsed());
    result
}

fn enter(name: &'static str) -> Option<usize> {
    RECORDING.with(|r| {
        let mut borrowed = r.borrow_mut();
        let recording = borrowed.as_mut()?;
        let parent = recording.open.last().copied();
        let found = recording
            .stages
            .iter()
            .position(|s| s.name == name && s.parent == parent);
        let index = found.unwrap_or_else(|| {
            recording.stages.push(Stage {
                name,
                depth: recording.open.len(),
                calls: 0,
                elapsed: Duration::ZERO,
                peak_rss_kb: None,
                parent,
            });
            recording.stages.len() - 1
        });
        recording.open.push(index);
        Some(index)
    })
}

fn leave(index: usize, elapsed: Duration) {
    RECORDING.with(|r| {
        if let Some(recording) = r.borrow_mut().as_mut() {
            recording.open.pop();
            let outermost = recording.open.is_empty();
            let stage = &mut recording.stages[index];
            stage.calls += 1;
            stage.elapsed += elapsed;
            if outermost {
                stage.peak_rss_kb = peak_rss_kb();
            }
        }
    });
}

/// The process's peak resident set size in kB (`VmHWM` of
/// `/proc/self/status`, Linux); `None` where the system does not say.
pub fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The stages as a table (one line per stage, nested stages indented), with
/// the total of the outermost ones.
pub fn render(stages: &[Stage]) -> String {
    let mut text = format!(
        "{:<28} {:>10} {:>6} {:>14}\n",
        "stage", "time (ms)", "calls", "peak RSS (MB)"
    );
    for stage in stages {
        let name = format!("{}{}", "  ".repeat(stage.depth), stage.name);
        let rss = stage
            .peak_rss_kb
            .map_or("-".to_string(), |kb| format!("{:.1}", kb as f64 / 1024.0));
        text += &format!(
            "{name:<28} {:>10.3} {:>6} {rss:>14}\n",
            stage.elapsed.as_secs_f64() * 1000.0,
            stage.calls
        );
    }
    let total: Duration = stages
        .iter()
        .filter(|s| s.depth == 0)
        .map(|s| s.elapsed)
        .sum();
    text += &format!("{:<28} {:>10.3}\n", "total", total.as_secs_f64() * 1000.0);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_stages_sum_per_parent_in_first_entered_order() {
        start();
        for _ in 0..3 {
            time("optimize", || {
                time("fold", || ());
                time("dce", || ());
            });
        }
        time("fold", || ());
        let stages = finish();
        let summary: Vec<_> = stages.iter().map(|s| (s.name, s.depth, s.calls)).collect();
        assert_eq!(
            summary,
            [
                ("optimize", 0, 3),
                ("fold", 1, 3),
                ("dce", 1, 3),
                ("fold", 0, 1)
            ]
        );
        assert!(render(&stages).contains("  fold"));
    }

    #[test]
    fn nothing_is_recorded_without_a_recording() {
        assert_eq!(time("fold", || 7), 7);
        assert!(finish().is_empty());
    }
}
