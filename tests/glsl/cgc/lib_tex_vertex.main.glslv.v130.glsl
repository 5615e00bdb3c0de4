// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_tex_vertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.height
//semantic main.mvp
//var sampler2D height :  : _height1 : 2 : 1
//var float4x4 mvp :  : _mvp1[0], 4 : 3 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
//var float4 color : $vout.COLOR0 : COLOR0 : 4 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _color1;
vec4 _TMP0;
uniform sampler2D _height1;
uniform vec4 _mvp1[4];
vec4 _c0005;
vec4 _r0009;
vec4 _v0009;
in vec4 TEXCOORD0;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main
void main()
{


    _c0005 = vec4(TEXCOORD0.x, TEXCOORD0.y, 0.00000000E+00, 0.00000000E+00);
    _TMP0 = textureLod(_height1, _c0005.xy, _c0005.w);
    _color1 = texture(_height1, TEXCOORD0.xy);
    _v0009 = cg_Vertex + vec4(0.00000000E+00, _TMP0.x, 0.00000000E+00, 0.00000000E+00);
    _r0009.x = dot(_mvp1[0], _v0009);
    _r0009.y = dot(_mvp1[1], _v0009);
    _r0009.z = dot(_mvp1[2], _v0009);
    _r0009.w = dot(_mvp1[3], _v0009);
    gl_Position = _r0009;
    cg_FrontColor = _color1;
    return;
} // main end
