//! The `kozyr` binary: everything lives in the library's `cli` module.

fn main() -> std::process::ExitCode {
    kozyr::cli::main()
}
