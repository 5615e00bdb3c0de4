// glslv output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslv -po version=130
// source file: tests/glsl/cases/lib_tex_vertex_forms.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslv
//program main_shadow
//semantic main_shadow.depth
//semantic main_shadow.other
//var sampler2D depth :  : _depth1 : 1 : 1
//var sampler2D other :  : _other1 : 2 : 1
//var float4 p : $vin.POSITION : POSITION : 0 : 1
//var float4 c : $vout.COLOR0 : COLOR0 : 3 : 1
//var float4 main_shadow : $vout.POSITION : HPOS : -1 : 1

#version 130

vec4 _c1;
vec4 _ret_0;
float _TMP0;
uniform sampler2DShadow _depth1;
uniform sampler2DShadow _other1;
vec3 _coord0004;
vec4 _coord0006;
in vec4 cg_Vertex;
out vec4 cg_FrontColor;

 // main procedure, the original name was main_shadow
void main()
{


    _coord0004.xy = cg_Vertex.xy;
    _coord0004.z = cg_Vertex.z;
    _TMP0 = texture(_depth1, _coord0004);
    _c1 = vec4(_TMP0, _TMP0, _TMP0, _TMP0);
    _coord0006.xy = cg_Vertex.xy;
    _coord0006.z = cg_Vertex.z;
    _coord0006.w = cg_Vertex.w;
    _ret_0 = vec4(textureProj(_other1, _coord0006), textureProj(_other1, _coord0006), textureProj(_other1, _coord0006), textureProj(_other1, _coord0006));
    gl_Position = _ret_0;
    cg_FrontColor = vec4(_TMP0, _TMP0, _TMP0, _TMP0);
    return;
} // main end
