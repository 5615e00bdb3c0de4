// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_shadow
//semantic main_shadow.depth
//semantic main_shadow.other
//var sampler2D depth :  : _depth1 : 1 : 1
//var sampler2D other :  : _other1 : 2 : 1
//var float4 p : $vin.POSITION : ATTR0 : 0 : 1
//var float4 c : $vout.COLOR0 : COL0 : 3 : 1
//var float4 main_shadow : $vout.POSITION : HPOS : -1 : 1

#version 110

vec4 _c1;
vec4 _ret_0;
uniform sampler2DShadow _depth1;
uniform sampler2DShadow _other1;

 // main procedure, the original name was main_shadow
void main()
{


    _c1 = shadow2D(_depth1, gl_Vertex.xyz);
    _ret_0 = shadow2DProj(_other1, gl_Vertex);
    gl_Position = _ret_0;
    gl_FrontColor = _c1;
    return;
} // main end
