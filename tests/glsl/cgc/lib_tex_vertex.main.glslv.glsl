// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_tex_vertex.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main
//semantic main.height
//semantic main.mvp
//var sampler2D height :  : _height1 : 2 : 1
//var float4x4 mvp :  : _mvp1[0], 4 : 3 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float2 uv : $vin.TEXCOORD0 : ATTR8 : 1 : 1
//var float4 color : $vout.COLOR0 : COL0 : 4 : 1
//var float4 main : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _color1;
vec4 _TMP0;
uniform sampler2D _height1;
uniform vec4 _mvp1[4];
vec4 _c0005;
vec4 _r0009;
vec4 _v0009;

 // main procedure, the original name was main
void main()
{


    _c0005 = vec4(gl_MultiTexCoord0.x, gl_MultiTexCoord0.y, 0.00000000E+00, 0.00000000E+00);
    _TMP0 = texture2DLod(_height1, vec2(_c0005.x, _c0005.y), _c0005.w);
    _color1 = texture2D(_height1, gl_MultiTexCoord0.xy);
    _v0009 = gl_Vertex + vec4(0.00000000E+00, _TMP0.x, 0.00000000E+00, 0.00000000E+00);
    _r0009.x = dot(_mvp1[0], _v0009);
    _r0009.y = dot(_mvp1[1], _v0009);
    _r0009.z = dot(_mvp1[2], _v0009);
    _r0009.w = dot(_mvp1[3], _v0009);
    gl_Position = _r0009;
    gl_FrontColor = _color1;
    return;
} // main end
