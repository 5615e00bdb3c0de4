// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_lod
//semantic main_lod.height
//semantic main_lod.s3
//semantic main_lod.sc
//semantic main_lod.mvp
//var sampler2D height :  : _height1 : 1 : 1
//var sampler3D s3 :  : _s31 : 2 : 1
//var samplerCUBE sc :  : _sc1 : 3 : 1
//var float4x4 mvp :  : _mvp1[0], 4 : 4 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vout.COLOR0 : COL0 : 5 : 1
//var float4 main_lod : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _c1;
vec4 _TMP2;
vec4 _TMP1;
vec4 _TMP0;
uniform sampler2D _height1;
uniform sampler3D _s31;
uniform samplerCube _sc1;
uniform vec4 _mvp1[4];
vec4 _c0009;
vec4 _r0015;
vec4 _v0015;

 // main procedure, the original name was main_lod
void main()
{


    _c0009 = vec4(gl_Vertex.x, gl_Vertex.y, 0.00000000E+00, gl_Vertex.w);
    _TMP0 = texture2DLod(_height1, vec2(_c0009.x, _c0009.y), _c0009.w);
    _TMP1 = texture3DLod(_s31, vec3(gl_Vertex.x, gl_Vertex.y, gl_Vertex.z), gl_Vertex.w);
    _TMP2 = textureCubeLod(_sc1, vec3(gl_Vertex.z, gl_Vertex.y, gl_Vertex.x), gl_Vertex.w);
    _c1 = _TMP1 + _TMP2;
    _v0015 = gl_Vertex + vec4(0.00000000E+00, _TMP0.x, 0.00000000E+00, 0.00000000E+00);
    _r0015.x = dot(_mvp1[0], _v0015);
    _r0015.y = dot(_mvp1[1], _v0015);
    _r0015.z = dot(_mvp1[2], _v0015);
    _r0015.w = dot(_mvp1[3], _v0015);
    gl_Position = _r0015;
    gl_FrontColor = _c1;
    return;
} // main end
