//! Large values a short process leaves to the operating system to free.
//!
//! Freeing the syntax tree, the tokens and the checked bodies of a large
//! shader one allocation at a time costs about a twentieth of a whole
//! compile, all of it just before the process exits and the operating system
//! reclaims its memory at once anyway. The command line declares itself such
//! a process ([`leak_at_exit`]); [`discard`] then forgets values instead of
//! dropping them, as clang's `-disable-free` does. Everything else (the
//! language server, tests, the library's users) never declares it, and
//! `discard` is an ordinary drop.
//!
//! The same declaration switches the executable's allocator
//! ([`ShortProcessAllocator`]) to carving small blocks from one region.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

static LEAK_AT_EXIT: AtomicBool = AtomicBool::new(false);

/// Declares that this process ends after one compile: from now on
/// [`discard`] leaves values to the process's end.
pub fn leak_at_exit() {
    LEAK_AT_EXIT.store(true, Ordering::Relaxed);
}

/// Drops `value`, or, in a process that called [`leak_at_exit`], forgets it.
pub fn discard<T>(value: T) {
    if LEAK_AT_EXIT.load(Ordering::Relaxed) {
        std::mem::forget(value);
    } else {
        drop(value);
    }
}

/// The allocator of the `cgrs` executable: the system's, until the process
/// declares itself short ([`leak_at_exit`]); from then on small blocks come
/// from one region, carved in order and recycled through a free list per
/// size (sixteen-byte steps), never returned to the system before the exit.
///
/// A compile makes tens of thousands of small allocations (tree nodes,
/// names, short vectors) and frees few before it ends: glibc's `malloc`
/// takes its slow path for nearly each (no freed chunk to reuse), about 150
/// instructions, a tenth of a compile. Here an allocation is a pointer bump or
/// a list pop under an uncontended lock. Blocks carry no header, so the same
/// tree also touches fewer pages. Large blocks (token lists, tables), blocks
/// asking for more than sixteen-byte alignment, and everything once the
/// region is used up go to the system allocator; a block is freed by whoever
/// gave it (the region's address range tells).
///
/// Pages are made present ahead of use ([`make_present`]): the region's
/// [`AHEAD`] bytes at a time, a large system block ([`PRESENT_FROM`] bytes
/// or more) whole when it is allocated or grown. A fault per fresh page cost
/// several microseconds on the virtual machines compiles run on, a fifth of
/// compiling a 50 KB file (900 faults), where one `madvise` call per range
/// costs little more than zeroing the pages.
pub struct ShortProcessAllocator {
    /// From the start, not only after [`leak_at_exit`] (for tests).
    always: bool,
    locked: AtomicBool,
    pool: UnsafeCell<Pool>,
    /// The region's bounds, for telling whose a freed block is without the
    /// lock: set once, before any block of the region exists.
    region_start: AtomicUsize,
    region_end: AtomicUsize,
}

// SAFETY: `pool` is only touched while `locked` is held.
unsafe impl Sync for ShortProcessAllocator {}

/// Blocks up to this size come from the region.
const SMALL: usize = 1024;
/// Size steps of the free lists (and the region's alignment).
const STEP: usize = 16;
/// Address space the region reserves; only the pages used are ever touched.
const REGION: usize = 64 << 20;
/// How far past the bump pointer the region's pages are made present.
const AHEAD: usize = 64 << 10;
/// System blocks this large are made present when allocated or grown: the
/// vectors sized for a whole file, which are written through.
const PRESENT_FROM: usize = 64 << 10;

struct Pool {
    /// Where the next fresh block starts and where the region ends; both 0
    /// until the first small allocation after `leak_at_exit`.
    next: usize,
    end: usize,
    /// Where the pages made present ahead of `next` end.
    present: usize,
    /// The reservation failed: everything goes to the system.
    unavailable: bool,
    /// Per size step, the first freed block (each holds the next's address).
    free: [usize; SMALL / STEP + 1],
}

impl ShortProcessAllocator {
    pub const fn new() -> ShortProcessAllocator {
        Self::starting(false)
    }

    const fn starting(always: bool) -> ShortProcessAllocator {
        ShortProcessAllocator {
            always,
            locked: AtomicBool::new(false),
            pool: UnsafeCell::new(Pool {
                next: 0,
                end: 0,
                present: 0,
                unavailable: false,
                free: [0; SMALL / STEP + 1],
            }),
            region_start: AtomicUsize::new(0),
            region_end: AtomicUsize::new(0),
        }
    }

    /// Runs `f` on the pool under the lock.
    fn with_pool<T>(&self, f: impl FnOnce(&mut Pool) -> T) -> T {
        while self
            .locked
            .compare_exchange_weak(false, true, Ordering::Acquire, Ordering::Relaxed)
            .is_err()
        {
            std::hint::spin_loop();
        }
        // SAFETY: the lock is held until the store below.
        let result = f(unsafe { &mut *self.pool.get() });
        self.locked.store(false, Ordering::Release);
        result
    }

    fn is_short(&self) -> bool {
        self.always || LEAK_AT_EXIT.load(Ordering::Relaxed)
    }

    fn serves_from_region(&self, layout: Layout) -> bool {
        layout.size() <= SMALL && layout.align() <= STEP && self.is_short()
    }

    /// Makes a large system block's pages from `from` bytes on present.
    fn make_large_present(&self, block: *mut u8, from: usize, size: usize) {
        if !block.is_null() && size >= PRESENT_FROM && self.is_short() {
            make_present(block as usize + from, block as usize + size);
        }
    }

    fn in_region(&self, pointer: *mut u8) -> bool {
        let address = pointer as usize;
        self.region_start.load(Ordering::Relaxed) <= address
            && address < self.region_end.load(Ordering::Relaxed)
    }

    /// A block of size step `step` from the region, reserved on first use
    /// (null when the region cannot give one).
    fn take(&self, step: usize) -> *mut u8 {
        self.with_pool(|pool| {
            if pool.end == 0 {
                let (start, end) = pool.reserve()?;
                self.region_start.store(start, Ordering::Relaxed);
                self.region_end.store(end, Ordering::Relaxed);
            }
            // SAFETY: the free lists hold only blocks given back by `dealloc`.
            Some(unsafe { pool.take(step) })
        })
        .unwrap_or(std::ptr::null_mut())
    }
}

impl Default for ShortProcessAllocator {
    fn default() -> Self {
        Self::new()
    }
}

/// Makes the whole pages within `[from, to)` present and writable in one
/// call (Linux's `MADV_POPULATE_WRITE`, 5.14 and later; on an older kernel
/// the call fails and the pages fault in as they are used, as elsewhere).
#[cfg(target_os = "linux")]
fn make_present(from: usize, to: usize) {
    const PAGE: usize = 4096;
    let (from, to) = (from.next_multiple_of(PAGE), to & !(PAGE - 1));
    if from < to {
        // SAFETY: the range lies within a block this allocator owns;
        // populating its pages changes no contents.
        unsafe {
            libc::madvise(
                from as *mut libc::c_void,
                to - from,
                libc::MADV_POPULATE_WRITE,
            )
        };
    }
}

#[cfg(not(target_os = "linux"))]
fn make_present(_from: usize, _to: usize) {}

/// The size step a block of `size` bytes belongs to.
fn step_of(size: usize) -> usize {
    size.div_ceil(STEP)
}

impl Pool {
    /// A block of size step `step` (null when the region cannot give one).
    ///
    /// # Safety
    /// Free-list entries must be blocks of this region freed with their step.
    unsafe fn take(&mut self, step: usize) -> *mut u8 {
        let head = self.free[step];
        if head != 0 {
            // SAFETY: a freed block of the region holds the next one's address.
            self.free[step] = unsafe { *(head as *const usize) };
            return head as *mut u8;
        }
        let size = step * STEP;
        if self.end - self.next < size {
            return std::ptr::null_mut();
        }
        let block = self.next;
        self.next += size;
        if self.next > self.present {
            let ahead = (self.next + AHEAD).min(self.end);
            make_present(self.present.max(block), ahead);
            self.present = ahead;
        }
        block as *mut u8
    }

    /// Reserves the region: its bounds, or `None` when the system has no
    /// room for it (then never asked again).
    fn reserve(&mut self) -> Option<(usize, usize)> {
        if self.unavailable {
            return None;
        }
        let layout = Layout::from_size_align(REGION, 4096).ok()?;
        // SAFETY: the layout has a non-zero size.
        let start = unsafe { System.alloc(layout) } as usize;
        if start == 0 {
            self.unavailable = true;
            return None;
        }
        (self.next, self.end) = (start, start + REGION);
        Some((start, self.end))
    }

    /// Returns a block of the region to the free list of `step`.
    ///
    /// # Safety
    /// `block` was given by [`Pool::take`] with the same `step`.
    unsafe fn give_back(&mut self, block: *mut u8, step: usize) {
        // SAFETY: the block is at least one step (16 bytes) long and aligned.
        unsafe { *(block as *mut usize) = self.free[step] };
        self.free[step] = block as usize;
    }
}

unsafe impl GlobalAlloc for ShortProcessAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if self.serves_from_region(layout) {
            let block = self.take(step_of(layout.size()));
            if !block.is_null() {
                return block;
            }
        }
        // SAFETY: the caller's layout has a non-zero size.
        let block = unsafe { System.alloc(layout) };
        self.make_large_present(block, 0, layout.size());
        block
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        if layout.size() <= SMALL && self.in_region(pointer) {
            let step = step_of(layout.size());
            // SAFETY: `pointer` came from `take` with the step of this size.
            self.with_pool(|pool| unsafe { pool.give_back(pointer, step) });
        } else {
            // SAFETY: a block outside the region came from the system.
            unsafe { System.dealloc(pointer, layout) }
        }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let in_region = layout.size() <= SMALL && self.in_region(pointer);
        if !in_region {
            // SAFETY: the block came from the system, with `layout`.
            let block = unsafe { System.realloc(pointer, layout, new_size) };
            self.make_large_present(block, layout.size(), new_size);
            return block;
        }
        if new_size <= SMALL && step_of(new_size) == step_of(layout.size()) {
            return pointer;
        }
        // SAFETY: `layout.align()` is a power of two and at most STEP.
        let new_layout = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
        // SAFETY: as for `alloc`.
        let moved = unsafe { self.alloc(new_layout) };
        if !moved.is_null() {
            // SAFETY: both blocks hold at least the smaller size and do not overlap.
            unsafe {
                std::ptr::copy_nonoverlapping(pointer, moved, layout.size().min(new_size));
                self.dealloc(pointer, layout);
            }
        }
        moved
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn the_allocator_recycles_small_blocks_and_keeps_their_contents() {
        let allocator = ShortProcessAllocator::starting(true);
        let layout = |size| Layout::from_size_align(size, 8).unwrap();
        unsafe {
            let mut blocks = Vec::new();
            for size in [1, 15, 16, 17, 100, 1024, 1025, 5000] {
                let block = allocator.alloc(layout(size));
                assert!(!block.is_null());
                assert_eq!(block as usize % 8, 0);
                std::ptr::write_bytes(block, size as u8, size);
                assert_eq!(allocator.in_region(block), size <= SMALL, "{size}");
                blocks.push((block, size));
            }
            for &(block, size) in &blocks {
                let bytes = std::slice::from_raw_parts(block, size);
                assert!(bytes.iter().all(|&b| b == size as u8), "{size}");
            }
            // A freed block is the next one of its size step.
            let (block, size) = blocks[4];
            allocator.dealloc(block, layout(size));
            assert_eq!(allocator.alloc(layout(97)), block);
            std::ptr::write_bytes(block, 97, 97);
            // Growing keeps the contents, in place within the step.
            let grown = allocator.realloc(block, layout(97), 110);
            assert_eq!(grown, block);
            let moved = allocator.realloc(grown, layout(110), 3000);
            assert!(!allocator.in_region(moved));
            assert!(std::slice::from_raw_parts(moved, 97)
                .iter()
                .all(|&b| b == 97));
            allocator.dealloc(moved, layout(3000));
            for &(block, size) in &blocks[5..] {
                allocator.dealloc(block, layout(size));
            }
        }
    }

    #[test]
    fn large_blocks_made_present_keep_their_contents() {
        let allocator = ShortProcessAllocator::starting(true);
        let layout = |size| Layout::from_size_align(size, 8).unwrap();
        unsafe {
            let block = allocator.alloc(layout(1 << 20));
            std::ptr::write_bytes(block, 7, 1 << 20);
            let grown = allocator.realloc(block, layout(1 << 20), 3 << 20);
            assert!(std::slice::from_raw_parts(grown, 1 << 20)
                .iter()
                .all(|&b| b == 7));
            std::ptr::write_bytes(grown.add(1 << 20), 8, 2 << 20);
            let shrunk = allocator.realloc(grown, layout(3 << 20), PRESENT_FROM);
            assert!(std::slice::from_raw_parts(shrunk, PRESENT_FROM)
                .iter()
                .all(|&b| b == 7));
            allocator.dealloc(shrunk, layout(PRESENT_FROM));
        }
    }

    #[test]
    fn the_allocator_is_the_systems_until_the_process_leaks_at_exit() {
        // Unit tests never call `leak_at_exit`.
        let allocator = ShortProcessAllocator::new();
        let layout = Layout::from_size_align(32, 8).unwrap();
        unsafe {
            let block = allocator.alloc(layout);
            assert!(!allocator.in_region(block));
            allocator.dealloc(block, layout);
        }
    }

    #[test]
    fn discard_drops_unless_the_process_leaks_at_exit() {
        // Unit tests run in one process that never calls `leak_at_exit`.
        let shared = Rc::new(());
        discard(Rc::clone(&shared));
        assert_eq!(Rc::strong_count(&shared), 1);
    }
}
