-- Drives `cgrs lsp` from headless Neovim (0.7 API and later): opens a shader,
-- types an error and reads it from vim.diagnostic.get(), fixes it and sees
-- it go, then asks for hover and definition. Exits 0 on success; prints
-- "FAIL: ..." and exits 1 otherwise. CGRS_BIN and CGRS_FILE come from the
-- test (tests/suite/lsp_nvim.rs).
local bin = os.getenv("CGRS_BIN")
local file = os.getenv("CGRS_FILE")

local function fail(message)
  io.stderr:write("FAIL: " .. message .. "\n")
  vim.cmd("cquit 1")
end

local function wait(condition)
  return vim.wait(20000, condition, 10)
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
local published = 0
local client_id = vim.lsp.start_client({
  name = "cgrs",
  cmd = { bin, "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
  handlers = {
    ["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
      published = published + 1
      vim.lsp.diagnostic.on_publish_diagnostics(err, result, ctx, config)
    end,
  },
})
if not client_id then fail("the client did not start") end
vim.lsp.buf_attach_client(buf, client_id)

if not wait(function() return published >= 1 end) then fail("no diagnostics after opening") end
if #vim.diagnostic.get(buf) ~= 0 then fail("diagnostics on a correct file") end

-- Line 3 (0-based 2) is `    return x * 2;` in helper.
vim.api.nvim_buf_set_lines(buf, 2, 3, false, { "    return x * missing;" })
if not wait(function() return #vim.diagnostic.get(buf) == 1 end) then fail("the error was not reported") end
local diagnostic = vim.diagnostic.get(buf)[1]
if diagnostic.lnum ~= 2 or not diagnostic.message:find("missing") then
  fail("unexpected diagnostic: " .. vim.inspect(diagnostic))
end
vim.api.nvim_buf_set_lines(buf, 2, 3, false, { "    return x * 2;" })
if not wait(function() return #vim.diagnostic.get(buf) == 0 end) then fail("the fixed error stayed") end

local function request(method, line, character)
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    position = { line = line, character = character },
  }
  local responses = vim.lsp.buf_request_sync(buf, method, params, 20000)
  local response = responses and responses[client_id]
  if not response or response.err then fail(method .. " failed: " .. vim.inspect(responses)) end
  return response.result
end

-- Line 6 (0-based 5): `    return v * helper(v.x);`; `helper` starts at column 15.
local hover = request("textDocument/hover", 5, 16)
if not hover or not hover.contents.value:find("float helper%(float%)") then
  fail("hover: " .. vim.inspect(hover))
end
local definition = request("textDocument/definition", 5, 16)
if not definition or definition.range.start.line ~= 1 then
  fail("definition: " .. vim.inspect(definition))
end
io.stdout:write("nvim session ok\n")
vim.cmd("qall!")
